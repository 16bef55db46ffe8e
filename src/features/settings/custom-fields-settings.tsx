/**
 * /settings/user-fields/{personal,job,application}-fields: a company's custom fields (usage type
 * 2) of one group. The owner (company settings access) or a provider admin lists them in order,
 * adds, edits, moves them up and down, archives and restores them, and deletes one nobody has
 * answered. A field candidates answered is archived instead (its answers stay); deleting asks first.
 */
import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { AccountFieldAdmin, FieldGroup } from '../../../contracts/account-fields.ts';
import { CompanyPicker, useCompanyChoice } from '../../ui/company-choice.tsx';
import { errorText } from '../../lib/error-text.ts';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { Button } from '../../ui/form/button.tsx';
import { TabbedPageHeader } from '../../ui/tabbed-page-header.tsx';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { CustomFieldEditor } from './custom-field-editor.tsx';
import { customFieldsQueryOptions, deleteCustomField, orderCustomFields, setCustomFieldArchived } from './custom-fields.queries.ts';
import { useFieldTypeLabels } from './field-type-labels.ts';
import './custom-fields.css';

type Editing = { field?: AccountFieldAdmin } | undefined;
type Pending = { kind: 'delete' | 'archive'; field: AccountFieldAdmin } | undefined;

export function CustomFieldsSettings({ group }: { group: FieldGroup }) {
  const { t } = useLingui();
  const choice = useCompanyChoice();
  const { isProviderAdmin, companies, accountId } = choice;
  const groupTitles: Record<FieldGroup, string> = { personal: t`Personal fields`, job: t`Job fields`, application: t`Application fields` };
  useDocumentTitle(groupTitles[group]);

  return (
    <section className="custom-fields" aria-labelledby="custom-fields-title">
      <TabbedPageHeader
        title={<span id="custom-fields-title">{t`Custom fields`}</span>}
        tabsLabel={t`Custom field groups`}
        tabs={[
          { label: <Trans>Personal fields</Trans>, link: { to: '/settings/user-fields/personal-fields' } },
          { label: <Trans>Job fields</Trans>, link: { to: '/settings/user-fields/job-fields' } },
          { label: <Trans>Application fields</Trans>, link: { to: '/settings/user-fields/application-fields' } },
        ]}
      />
      <p className="custom-fields__intro">
        {group === 'application' ? (
          <Trans>The questions a job application's form asks every candidate, in this order. Archived fields are no longer asked; their answers stay.</Trans>
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
        <FieldList key={`${accountId}-${group}`} accountId={accountId} group={group} groupTitle={groupTitles[group]} />
      )}
    </section>
  );
}

function FieldList({ accountId, group, groupTitle }: { accountId: number; group: FieldGroup; groupTitle: string }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const typeLabels = useFieldTypeLabels();
  const fields = useQuery(customFieldsQueryOptions(accountId, group));
  const [editing, setEditing] = useState<Editing>();
  const [pending, setPending] = useState<Pending>();
  const [pendingError, setPendingError] = useState<string>();
  const [isBusy, setIsBusy] = useState(false);
  const [listError, setListError] = useState<string>();
  const [announcement, setAnnouncement] = useState('');

  if (editing) {
    return (
      <CustomFieldEditor
        accountId={accountId}
        group={group}
        field={editing.field}
        onDone={() => {
          setEditing(undefined);
          setAnnouncement('');
        }}
      />
    );
  }
  if (!fields.data) {
    return fields.error ? (
      <div className="notice notice--error" role="alert">
        <p>{errorText(fields.error)}</p>
        <Button variant="secondary" onClick={() => void fields.refetch()}>
          <Trans>Try again</Trans>
        </Button>
      </div>
    ) : (
      <p className="custom-fields__muted" role="status">
        <Trans>Loading…</Trans>
      </p>
    );
  }

  const active = fields.data.filter((f) => !f.is_archived);
  const archived = fields.data.filter((f) => f.is_archived);

  const run = async (task: () => Promise<unknown>, done: string) => {
    setListError(undefined);
    setIsBusy(true);
    try {
      await task();
      setAnnouncement(done);
    } catch (error) {
      setListError(errorText(error));
    } finally {
      setIsBusy(false);
    }
  };

  const move = (index: number, by: number) => {
    const ids = active.map((f) => f.account_field_id);
    const [id] = ids.splice(index, 1);
    ids.splice(index + by, 0, id!);
    const label = active[index]!.label;
    void run(() => orderCustomFields(queryClient, accountId, group, ids), by < 0 ? t`Moved up: ${label}` : t`Moved down: ${label}`);
  };

  const confirmPending = async () => {
    if (!pending) return;
    setIsBusy(true);
    setPendingError(undefined);
    const label = pending.field.label;
    try {
      if (pending.kind === 'delete') await deleteCustomField(queryClient, accountId, group, pending.field.account_field_id);
      else await setCustomFieldArchived(queryClient, accountId, group, pending.field.account_field_id, true);
      setAnnouncement(pending.kind === 'delete' ? t`Deleted: ${label}` : t`Archived: ${label}`);
      setPending(undefined);
    } catch (error) {
      setPendingError(errorText(error));
    } finally {
      setIsBusy(false);
    }
  };

  return (
    <>
      <div className="custom-fields__head">
        <h2 className="custom-fields__subtitle">{groupTitle}</h2>
        <Button onClick={() => setEditing({})}>
          <Trans>Add a field</Trans>
        </Button>
      </div>
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
      {listError && (
        <div className="notice notice--error" role="alert">
          <p>{listError}</p>
        </div>
      )}
      {active.length === 0 ? (
        <p className="custom-fields__muted">
          <Trans>No fields yet.</Trans>
        </p>
      ) : (
        <ol className="custom-fields__list" aria-label={t`Fields in the order they are asked`}>
          {active.map((field, index) => (
            <li key={field.account_field_id} className="custom-fields__item">
              <div className="custom-fields__what">
                <p className="custom-fields__name">{field.label}</p>
                <p className="custom-fields__muted">
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
                </p>
                {field.help_text && <p className="custom-fields__help">{field.help_text}</p>}
              </div>
              <div className="custom-fields__actions">
                <Button variant="secondary" onClick={() => setEditing({ field })}>
                  <Trans>Edit</Trans>
                  <span className="visually-hidden"> {field.label}</span>
                </Button>
                {active.length > 1 && (
                  <>
                    <Button variant="secondary" disabled={index === 0 || isBusy} onClick={() => move(index, -1)}>
                      <Trans>Move up</Trans>
                      <span className="visually-hidden"> {field.label}</span>
                    </Button>
                    <Button variant="secondary" disabled={index === active.length - 1 || isBusy} onClick={() => move(index, 1)}>
                      <Trans>Move down</Trans>
                      <span className="visually-hidden"> {field.label}</span>
                    </Button>
                  </>
                )}
                <Button
                  variant="secondary"
                  onClick={() => {
                    setPendingError(undefined);
                    setPending({ kind: 'archive', field });
                  }}
                >
                  <Trans>Archive</Trans>
                  <span className="visually-hidden"> {field.label}</span>
                </Button>
                {field.answer_count === 0 && (
                  <Button
                    variant="secondary"
                    onClick={() => {
                      setPendingError(undefined);
                      setPending({ kind: 'delete', field });
                    }}
                  >
                    <Trans>Delete</Trans>
                    <span className="visually-hidden"> {field.label}</span>
                  </Button>
                )}
              </div>
            </li>
          ))}
        </ol>
      )}
      {archived.length > 0 && (
        <section className="custom-fields__archived" aria-labelledby="custom-fields-archived-title">
          <h2 id="custom-fields-archived-title" className="custom-fields__subtitle">
            <Trans>Archived</Trans>
          </h2>
          <ul className="custom-fields__list">
            {archived.map((field) => (
              <li key={field.account_field_id} className="custom-fields__item">
                <div className="custom-fields__what">
                  <p className="custom-fields__name">{field.label}</p>
                  <p className="custom-fields__muted">
                    {typeLabels[field.field_type]} · <Plural value={field.answer_count} _0="No answers" one="# answer kept" other="# answers kept" />
                  </p>
                </div>
                <div className="custom-fields__actions">
                  <Button
                    variant="secondary"
                    disabled={isBusy}
                    onClick={() => void run(() => setCustomFieldArchived(queryClient, accountId, group, field.account_field_id, false), t`Restored: ${field.label}`)}
                  >
                    <Trans>Restore</Trans>
                    <span className="visually-hidden"> {field.label}</span>
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        </section>
      )}
      <ConfirmDialog
        isOpen={pending !== undefined}
        question={pending?.kind === 'delete' ? <Trans>Delete the field “{pending.field.label}”?</Trans> : <Trans>Archive the field “{pending?.field.label}”?</Trans>}
        detail={
          pending?.kind === 'delete' ? (
            <Trans>Nobody has answered it yet. This cannot be undone.</Trans>
          ) : (
            <Trans>Forms stop asking it. Answers already given stay, and you can restore it later.</Trans>
          )
        }
        confirmLabel={pending?.kind === 'delete' ? <Trans>Delete</Trans> : <Trans>Archive</Trans>}
        onCancel={() => setPending(undefined)}
        onConfirm={() => void confirmPending()}
        isBusy={isBusy}
        error={pendingError}
      />
    </>
  );
}
