/**
 * /settings/onboarding-forms (provider admin): every company with its onboarding forms; a form
 * opens in the editor below the list; archiving asks first and is refused while a plan uses it.
 */
import { useState } from 'react';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { localized, type OnboardingForm } from '../../../contracts/onboarding.ts';
import { errorText } from '../../lib/error-text.ts';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { Button } from '../../ui/form/button.tsx';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { OnboardingFormEditor } from './onboarding-form-editor.tsx';
import { adminOnboardingFormsQueryOptions, archiveOnboardingForm } from './onboarding.queries.ts';
import './onboarding.css';

type Editing = { accountId: number; form?: OnboardingForm } | undefined;

export function OnboardingFormsAdmin() {
  const { t, i18n } = useLingui();
  useDocumentTitle(t`Onboarding forms`);
  const queryClient = useQueryClient();
  // Loaded by the route before it renders; a failed read is the staff pages' error screen (src/ui/route-load-error.tsx).
  const accounts = useSuspenseQuery(adminOnboardingFormsQueryOptions());
  const [editing, setEditing] = useState<Editing>();
  const [archiving, setArchiving] = useState<OnboardingForm>();
  const archival = useMutation({
    mutationFn: (form: OnboardingForm) => archiveOnboardingForm(queryClient, form.onboarding_form_id),
    onSuccess: () => setArchiving(undefined),
  });
  const archiveError = archival.error ? errorText(archival.error) : undefined;
  const isArchiving = archival.isPending;
  const archive = () => {
    if (archiving) archival.mutate(archiving);
  };

  return (
    <section className="onboarding-admin" aria-labelledby="onboarding-admin-title">
      <h1 id="onboarding-admin-title" className="onboarding-page__title">
        <Trans>Onboarding forms</Trans>
      </h1>
      <p className="onboarding-page__intro">
        <Trans>
          The details a company asks of people it hires. A screening plan's onboarding activity gives one of its
          company's forms.
        </Trans>
      </p>
      {editing ? (
        <OnboardingFormEditor
          accounts={accounts.data}
          accountId={editing.accountId}
          form={editing.form}
          onDone={() => setEditing(undefined)}
        />
      ) : (
        accounts.data.map((account) => (
          <section
            key={account.account_id}
            className="onboarding-admin__company"
            aria-labelledby={`onboarding-admin-company-${account.account_id}`}
          >
            <div className="onboarding-admin__company-head">
              <h2 id={`onboarding-admin-company-${account.account_id}`} className="onboarding-admin__subtitle">
                {account.name}
              </h2>
              <Button variant="secondary" onClick={() => setEditing({ accountId: account.account_id })}>
                <Trans>New form</Trans>
                <span className="visually-hidden"> {account.name}</span>
              </Button>
            </div>
            {account.forms.length === 0 ? (
              <p className="onboarding-page__muted">
                <Trans>No onboarding forms yet.</Trans>
              </p>
            ) : (
              <ul className="onboarding-admin__list">
                {account.forms.map((form) => {
                  const name = localized(form.name, i18n.locale);
                  return (
                    <li key={form.onboarding_form_id} className="onboarding-admin__item">
                      <div>
                        <p className="onboarding-admin__name">{name}</p>
                        <p className="onboarding-page__muted">
                          <Plural value={form.fields.length} one="# field" other="# fields" /> ·{' '}
                          <Plural value={form.activity_count} one="used by # activity" other="used by # activities" />
                        </p>
                      </div>
                      <div className="onboarding-admin__actions">
                        <Button variant="secondary" onClick={() => setEditing({ accountId: account.account_id, form })}>
                          <Trans>Edit</Trans>
                          <span className="visually-hidden"> {name}</span>
                        </Button>
                        <Button
                          variant="secondary"
                          onClick={() => {
                            archival.reset();
                            setArchiving(form);
                          }}
                        >
                          <Trans>Archive</Trans>
                          <span className="visually-hidden"> {name}</span>
                        </Button>
                      </div>
                    </li>
                  );
                })}
              </ul>
            )}
          </section>
        ))
      )}
      <ConfirmDialog
        isOpen={archiving !== undefined}
        question={<Trans>Archive this onboarding form?</Trans>}
        detail={<Trans>Answers already submitted stay readable on the scorecards.</Trans>}
        confirmLabel={<Trans>Archive</Trans>}
        onCancel={() => setArchiving(undefined)}
        onConfirm={() => archive()}
        isBusy={isArchiving}
        error={archiveError}
      />
    </section>
  );
}
