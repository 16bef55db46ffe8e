import { useEffect, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Experience } from '../../../contracts/experience.ts';
import { errorText } from '../../lib/error-text.ts';
import { deleteDraft, experienceDraftKey, readDraft } from '../../offline/form-drafts.ts';
import { Button } from '../../ui/form/button.tsx';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { experiencesQueryOptions, removeExperience } from './experience.queries.ts';
import { DeleteExperienceDialog } from './delete-experience-dialog.tsx';
import { ExperienceForm } from './experience-form.tsx';
import { ExperienceItem } from './experience-item.tsx';
import './experience.css';

/** After the form or the dialog closes, focus returns to where the next action starts. */
function focusAddButton() {
  requestAnimationFrame(() => document.getElementById('experience-add')?.focus());
}

/** Which form is open: none, adding, or editing one entry. */
type Editing = { kind: 'none' } | { kind: 'add' } | { kind: 'edit'; entry: Experience };

/** /user/job-experiences: the candidate's job experiences, current first (seed 000 section 2.4). */
export function ExperienceScreen({ userId }: { userId: number }) {
  const { t } = useLingui();
  useDocumentTitle(t`My Experience`);
  const queryClient = useQueryClient();
  const experiences = useQuery(experiencesQueryOptions(userId));
  const [editing, setEditing] = useState<Editing>({ kind: 'none' });
  const [deleting, setDeleting] = useState<Experience>();
  const [isDeleting, setIsDeleting] = useState(false);
  const [deleteError, setDeleteError] = useState<string>();
  const [notice, setNotice] = useState<string>();
  const list = experiences.data ?? [];

  // A form left open with a draft (a reload, a closed tab) opens again over it, once the list is here.
  const [isDraftLookedUp, setDraftLookedUp] = useState(false);
  const listed = experiences.data;
  useEffect(() => {
    if (isDraftLookedUp || !listed) return;
    let live = true;
    const key = experienceDraftKey(userId);
    void readDraft(key).then((draft) => {
      if (!live) return;
      setDraftLookedUp(true);
      if (!draft) return;
      const entry = listed.find((e) => e.id === draft.entry_id);
      // The entry was deleted since: its draft has nothing left to change.
      if (draft.entry_id !== null && !entry) return void deleteDraft(key);
      setEditing((current) => (current.kind !== 'none' ? current : entry ? { kind: 'edit', entry } : { kind: 'add' }));
    });
    return () => {
      live = false;
    };
  }, [isDraftLookedUp, listed, userId]);

  const closeForm = (saved?: Experience) => {
    setEditing({ kind: 'none' });
    if (saved) setNotice(t`Saved ${saved.title} at ${saved.company_name}`);
    focusAddButton();
  };

  const confirmDelete = async () => {
    if (!deleting || isDeleting) return;
    setIsDeleting(true);
    setDeleteError(undefined);
    try {
      await removeExperience(queryClient, userId, deleting.id);
      setNotice(t`Deleted ${deleting.title} at ${deleting.company_name}`);
      setDeleting(undefined);
      focusAddButton();
    } catch (error) {
      setDeleteError(errorText(error));
    } finally {
      setIsDeleting(false);
    }
  };

  return (
    <section className="experience-page" aria-labelledby="experience-page-title">
      <div className="experience-page__header">
        <h1 id="experience-page-title" className="experience-page__title">
          <Trans>My Experience</Trans>
        </h1>
        {editing.kind === 'none' && experiences.isSuccess && (
          <Button
            id="experience-add"
            onClick={() => {
              setNotice(undefined);
              setEditing({ kind: 'add' });
            }}
          >
            <Trans>Add experience</Trans>
          </Button>
        )}
      </div>
      <p className="experience-page__notice" role="status">
        {notice}
      </p>
      {editing.kind !== 'none' && (
        <ExperienceForm
          key={editing.kind === 'edit' ? editing.entry.id : 'add'}
          userId={userId}
          entry={editing.kind === 'edit' ? editing.entry : undefined}
          onDone={closeForm}
        />
      )}
      {experiences.isPending && (
        <p className="experience-page__muted" role="status">
          <Trans>Loading your experience…</Trans>
        </p>
      )}
      {experiences.isError && (
        <div className="experience-page__error" role="alert">
          <p>{errorText(experiences.error)}</p>
          <Button variant="secondary" onClick={() => void experiences.refetch()}>
            <Trans>Try again</Trans>
          </Button>
        </div>
      )}
      {experiences.isSuccess && list.length === 0 && editing.kind === 'none' && (
        <div className="experience-empty">
          <p className="experience-empty__title">
            <Trans>You have not added any experience yet</Trans>
          </p>
          <p className="experience-page__muted">
            <Trans>Add the jobs you have held, so employers can see your experience.</Trans>
          </p>
        </div>
      )}
      {list.length > 0 && (
        <ul className="experience-list" aria-label={t`Your job experiences`}>
          {list.map((entry) => (
            <ExperienceItem
              key={entry.id}
              entry={entry}
              onEdit={() => {
                setNotice(undefined);
                setEditing({ kind: 'edit', entry });
              }}
              onDelete={() => {
                setDeleteError(undefined);
                setDeleting(entry);
              }}
            />
          ))}
        </ul>
      )}
      <DeleteExperienceDialog
        entry={deleting}
        isBusy={isDeleting}
        error={deleteError}
        onCancel={() => setDeleting(undefined)}
        onConfirm={() => void confirmDelete()}
      />
    </section>
  );
}
