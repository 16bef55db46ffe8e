/**
 * /settings/user-fields/{personal,job,application}-fields: a company's custom fields (usage type
 * 2) of one group. The owner (company settings access) or a provider admin lists them in order,
 * adds, edits, moves them up and down, archives and restores them, and deletes one nobody has
 * answered. A field candidates answered is archived instead (its answers stay); deleting asks first.
 */
import { useState } from 'react';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { AccountFieldAdmin, FieldGroup } from '../../../contracts/account-fields.ts';
import { CompanyPicker, useCompanyChoice } from '../../ui/company-choice.tsx';
import { errorText } from '../../lib/error-text.ts';
import { OrderedList } from '../../ui/company-list/archivable-list.tsx';
import { useListActions } from '../../ui/company-list/company-list.tsx';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { Button } from '../../ui/form/button.tsx';
import { TabbedPageHeader } from '../../ui/tabbed-page-header.tsx';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { ApplicantQuestionsSettings } from './applicant-questions-settings.tsx';
import { CustomFieldEditor } from './custom-field-editor.tsx';
import {
  customFieldsQueryOptions,
  deleteCustomField,
  orderCustomFields,
  setCustomFieldArchived,
} from './custom-fields.queries.ts';
import { useFieldTypeLabels } from './field-type-labels.ts';
import './custom-fields.css';

type Editing = { field?: AccountFieldAdmin } | undefined;
type Pending = { kind: 'delete' | 'archive'; field: AccountFieldAdmin } | undefined;

export function CustomFieldsSettings({ group }: { group: FieldGroup }) {
  const { t } = useLingui();
  const choice = useCompanyChoice();
  const { isProviderAdmin, companies, accountId } = choice;
  const groupTitles: Record<FieldGroup, string> = {
    personal: t`Personal fields`,
    job: t`Job fields`,
    application: t`Application fields`,
  };
  useDocumentTitle(groupTitles[group]);

  return (
    <section className="custom-fields" aria-labelledby="custom-fields-title">
      <TabbedPageHeader
        title={<span id="custom-fields-title">{t`Custom fields`}</span>}
        tabsLabel={t`Custom field groups`}
        tabs={[
          {
            label: <Trans>Personal fields</Trans>,
            link: { to: '/settings/user-fields/personal-fields' },
          },
          {
            label: <Trans>Job fields</Trans>,
            link: { to: '/settings/user-fields/job-fields' },
          },
          {
            label: <Trans>Application fields</Trans>,
            link: { to: '/settings/user-fields/application-fields' },
          },
        ]}
      />
      <p className="custom-fields__intro">
        {group === 'application' ? (
          <Trans>
            The questions a job application's form asks every candidate, in this order. Archived fields are no longer
            asked; their answers stay.
          </Trans>
        ) : group === 'personal' ? (
          <Trans>Details your company keeps about each person, beyond the standard profile.</Trans>
        ) : (
          <Trans>Details your company keeps about each job.</Trans>
        )}
      </p>
      <CompanyPicker id="custom-fields-company" className="custom-fields__company" choice={choice} />
      {accountId === undefined ? (
        isProviderAdmin && !companies.error ? (
          <p className="custom-fields__muted" role="status">
            <Trans>Loading…</Trans>
          </p>
        ) : (
          <p className="custom-fields__muted">
            <Trans>Choose a company to see its custom fields.</Trans>
          </p>
        )
      ) : (
        <>
          <FieldList
            key={`${accountId}-${group}`}
            accountId={accountId}
            group={group}
            groupTitle={groupTitles[group]}
          />
          {group === 'personal' && <ApplicantQuestionsSettings accountId={accountId} />}
        </>
      )}
    </section>
  );
}

function FieldList({ accountId, group, groupTitle }: { accountId: number; group: FieldGroup; groupTitle: string }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const typeLabels = useFieldTypeLabels();
  // The route's loader reads the first company's; a failed read is the staff pages' error screen (src/ui/route-load-error.tsx).
  const fields = useSuspenseQuery(customFieldsQueryOptions(accountId, group));
  const [editing, setEditing] = useState<Editing>();
  const [pending, setPending] = useState<Pending>();
  const [pendingError, setPendingError] = useState<string>();
  const actions = useListActions();
  const change = useMutation({
    mutationFn: async ({ kind, field }: NonNullable<Pending>) => {
      if (kind === 'delete') await deleteCustomField(queryClient, accountId, group, field.account_field_id);
      else await setCustomFieldArchived(queryClient, accountId, group, field.account_field_id, true);
    },
    onSuccess: (_done, { kind, field }) => {
      const label = field.label;
      actions.announce(kind === 'delete' ? t`Deleted: ${label}` : t`Archived: ${label}`);
      setPending(undefined);
    },
    onError: (error) => setPendingError(errorText(error)),
  });

  if (editing) {
    return (
      <CustomFieldEditor
        accountId={accountId}
        group={group}
        field={editing.field}
        defaultLanguage={editing.field?.default_language ?? fields.data[0]?.default_language ?? 'en'}
        onDone={() => {
          setEditing(undefined);
          actions.announce('');
        }}
      />
    );
  }

  const confirmPending = () => {
    if (!pending) return;
    setPendingError(undefined);
    change.mutate(pending);
  };
  const ask = (kind: 'delete' | 'archive', field: AccountFieldAdmin) => {
    setPendingError(undefined);
    setPending({ kind, field });
  };

  return (
    <>
      <div className="custom-fields__head">
        <h2 className="custom-fields__subtitle">{groupTitle}</h2>
        <Button onClick={() => setEditing({})}>
          <Trans>Add a field</Trans>
        </Button>
      </div>
      <OrderedList
        items={fields.data}
        isArchived={(field) => field.is_archived}
        keyOf={(field) => field.account_field_id}
        nameOf={(field) => field.label}
        label={t`Fields in the order they are asked`}
        emptyText={<Trans>No fields yet.</Trans>}
        detail={(field) => (
          <>
            {typeLabels[field.field_type]}
            {field.is_required ? (
              <>
                {' · '}
                <Trans>Required</Trans>
              </>
            ) : (
              <>
                {' · '}
                <Trans>Optional</Trans>
              </>
            )}
            {field.field_type === 'select' && <> · {field.options.join(', ')}</>}
            {' · '}
            <Plural value={field.answer_count} _0="No answers yet" one="# answer" other="# answers" />
          </>
        )}
        more={(field) => field.help_text && <p className="custom-fields__help">{field.help_text}</p>}
        archivedDetail={(field) => (
          <>
            {typeLabels[field.field_type]} ·{' '}
            <Plural value={field.answer_count} _0="No answers" one="# answer kept" other="# answers kept" />
          </>
        )}
        archivedTitle={<Trans>Archived</Trans>}
        actions={actions}
        errorText={errorText}
        onEdit={(field) => setEditing({ field })}
        onOrder={(ids) => orderCustomFields(queryClient, accountId, group, ids)}
        onArchive={(field) => ask('archive', field)}
        onRestore={(field) => setCustomFieldArchived(queryClient, accountId, group, field.account_field_id, false)}
        canDelete={(field) => field.answer_count === 0}
        onDelete={(field) => ask('delete', field)}
      />
      <ConfirmDialog
        isOpen={pending !== undefined}
        question={
          pending?.kind === 'delete' ? (
            <Trans>Delete the field “{pending.field.label}”?</Trans>
          ) : (
            <Trans>Archive the field “{pending?.field.label}”?</Trans>
          )
        }
        detail={
          pending?.kind === 'delete' ? (
            <Trans>Nobody has answered it yet. This cannot be undone.</Trans>
          ) : (
            <Trans>Forms stop asking it. Answers already given stay, and you can restore it later.</Trans>
          )
        }
        confirmLabel={pending?.kind === 'delete' ? <Trans>Delete</Trans> : <Trans>Archive</Trans>}
        onCancel={() => setPending(undefined)}
        onConfirm={confirmPending}
        isBusy={change.isPending}
        error={pendingError}
      />
    </>
  );
}
