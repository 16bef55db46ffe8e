/**
 * /settings/templates/interview-question: the company's interview kits. A kit is the questions an
 * interview asks (with guidance for the interviewer and the attributes each probes) and a rubric
 * of five anchored levels for each attribute it scores. Staff list, write, edit and archive kits
 * here; the plan editor's interview setup picks one.
 */
import { useState } from 'react';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Kit } from '../../../contracts/interview.ts';
import { isLanguage } from '../../lib/language.ts';
import { errorText } from '../../lib/error-text.ts';
import { CompanyPicker, useCompanyChoice } from '../../ui/company-choice.tsx';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { Button } from '../../ui/form/button.tsx';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { KitEditor } from './kit-editor.tsx';
import { archiveKit, kitsQueryOptions } from './kits.queries.ts';
import './kits.css';

export function KitsSettings() {
  const { t } = useLingui();
  useDocumentTitle(t`Interview kits`);
  const choice = useCompanyChoice();
  return (
    <section className="kits" aria-labelledby="kits-title">
      <h1 id="kits-title" className="kits__title">
        <Trans>Interview kits</Trans>
      </h1>
      <p className="kits__intro">
        <Trans>
          A kit holds the questions an interview asks and a rubric that says what each score from 1 to 5 means for every
          attribute it measures. Interviewers see it on the interview station.
        </Trans>
      </p>
      <CompanyPicker id="kits-company" choice={choice} />
      {choice.accountId !== undefined && <KitList key={choice.accountId} accountId={choice.accountId} />}
    </section>
  );
}

type Editing = { kind: 'new' } | { kind: 'edit'; kit: Kit } | undefined;

function KitList({ accountId }: { accountId: number }) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  // The route's loader reads the first company's; a failed read is the staff pages' error screen (src/ui/route-load-error.tsx).
  const kits = useSuspenseQuery(kitsQueryOptions(accountId));
  const [editing, setEditing] = useState<Editing>();
  const [archiving, setArchiving] = useState<Kit>();
  const [archiveError, setArchiveError] = useState<string>();
  const [announcement, setAnnouncement] = useState('');
  const archival = useMutation({
    mutationFn: (kit: Kit) => archiveKit(queryClient, accountId, kit.interview_kit_id),
    onSuccess: (_done, kit) => {
      setAnnouncement(t`Kit “${kit.name}” archived.`);
      setArchiving(undefined);
    },
    onError: (error) => setArchiveError(errorText(error)),
  });
  const language = isLanguage(i18n.locale) ? i18n.locale : 'en';

  if (editing)
    return (
      <KitEditor
        accountId={accountId}
        language={language}
        kit={editing.kind === 'edit' ? editing.kit : undefined}
        onDone={(saved) => {
          setEditing(undefined);
          if (saved) setAnnouncement(t`Kit “${saved.name}” saved.`);
        }}
      />
    );

  const confirmArchive = () => {
    if (!archiving) return;
    setArchiveError(undefined);
    archival.mutate(archiving);
  };

  return (
    <>
      <p className="kits__announcement" role="status">
        {announcement}
      </p>
      <Button onClick={() => setEditing({ kind: 'new' })}>
        <Trans>New kit</Trans>
      </Button>
      {kits.data.length === 0 ? (
        <p className="kits__muted">
          <Trans>
            No kits yet. Write the first one: interview activities need a kit before interviewers can score them.
          </Trans>
        </p>
      ) : (
        <ul className="kits__list" aria-label={t`Interview kits`}>
          {kits.data.map((kit) => (
            <li key={kit.interview_kit_id} className="kits__item">
              <div className="kits__who">
                <h2 className="kits__name">{kit.name}</h2>
                <p className="kits__muted">
                  {kit.purpose === 'interview' ? <Trans>Interview</Trans> : <Trans>Performance review</Trans>}
                  {' · '}
                  {plural(kit.questions.length, { one: '# question', other: '# questions' })}
                  {' · '}
                  {plural(kit.attributes.length, { one: '# attribute', other: '# attributes' })}
                  {' · '}
                  {kit.activity_count === 0 ? (
                    <Trans>Not used yet</Trans>
                  ) : (
                    plural(kit.activity_count, { one: 'Used by # activity', other: 'Used by # activities' })
                  )}
                </p>
              </div>
              <div className="kits__actions">
                <Button variant="secondary" onClick={() => setEditing({ kind: 'edit', kit })}>
                  <Trans>Edit</Trans>
                  <span className="visually-hidden"> {kit.name}</span>
                </Button>
                <Button variant="secondary" onClick={() => setArchiving(kit)}>
                  <Trans>Archive</Trans>
                  <span className="visually-hidden"> {kit.name}</span>
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        isOpen={archiving !== undefined}
        question={<Trans>Archive the kit “{archiving?.name}”?</Trans>}
        detail={
          <Trans>It is no longer offered for new interviews. Activities that use it keep it, with their scores.</Trans>
        }
        confirmLabel={<Trans>Archive</Trans>}
        isBusy={archival.isPending}
        error={archiveError}
        onCancel={() => {
          setArchiving(undefined);
          setArchiveError(undefined);
        }}
        onConfirm={confirmArchive}
      />
    </>
  );
}
