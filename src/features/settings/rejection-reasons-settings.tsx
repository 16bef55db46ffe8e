/**
 * /settings/custom/rejection-reason: the reasons staff choose from when they reject an applicant
 * or record a withdrawal. Owners add, rename, turn off and delete them; deleting a reason that
 * applications have asks for another reason of the same type to take its place on them.
 */
import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { REASON_ORDERINGS, REJECTION_TYPES, type ReasonOrdering, type RejectionReasonAdmin, type RejectionType } from '../../../contracts/rejection-reasons.ts';
import { errorText } from '../../lib/error-text.ts';
import { CompanyPicker, useCompanyChoice } from '../../ui/company-choice.tsx';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { Button } from '../../ui/form/button.tsx';
import { FormField } from '../../ui/form/form-field.tsx';
import { ListControls, Pager } from '../../ui/list-controls.tsx';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { createReason, deleteReason, reasonsQueryOptions, saveReason, setReasonActive } from './company-settings.queries.ts';
import { ReasonForm } from './reason-form.tsx';
import { rejectionTypeLabel, settingsErrorText } from './settings-texts.ts';
import './company-settings.css';

const PAGE_SIZE = 20;

export function RejectionReasonsSettings() {
  const { t } = useLingui();
  useDocumentTitle(t`Rejection reasons`);
  const choice = useCompanyChoice();
  const { accountId } = choice;
  return (
    <section className="company-settings" aria-labelledby="reasons-title">
      <h1 id="reasons-title" className="company-settings__title">
        <Trans>Rejection reasons</Trans>
      </h1>
      <CompanyPicker id="reasons-company" choice={choice} />
      {accountId === undefined ? (
        <p className="company-settings__muted">
          <Trans>Choose a company to see its rejection reasons.</Trans>
        </p>
      ) : (
        <ReasonList key={accountId} accountId={accountId} />
      )}
    </section>
  );
}

function ReasonList({ accountId }: { accountId: number }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const [search, setSearch] = useState('');
  const [ordering, setOrdering] = useState<ReasonOrdering>('sort_order');
  const [type, setType] = useState<RejectionType | 'all'>('all');
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<number>();
  const [announcement, setAnnouncement] = useState('');
  const [actionError, setActionError] = useState<unknown>();
  const [deleting, setDeleting] = useState<RejectionReasonAdmin>();
  const [replaceTo, setReplaceTo] = useState('');
  const [deleteError, setDeleteError] = useState<unknown>();
  const [isBusy, setBusy] = useState(false);
  const reasons = useQuery(
    reasonsQueryOptions({ account_id: accountId, search: search.trim() || undefined, ordering, rejection_type: type === 'all' ? undefined : type, page, page_size: PAGE_SIZE }),
  );
  // Candidates to take a deleted reason's place: every active reason of its type but itself.
  const sameType = useQuery({
    ...reasonsQueryOptions({ account_id: accountId, rejection_type: deleting?.rejection_type, ordering: 'name', page_size: 100 }),
    enabled: deleting !== undefined && deleting.applications > 0,
  });
  const replacements = (sameType.data?.results ?? []).filter((r) => r.is_active && r.rejection_reason_id !== deleting?.rejection_reason_id);

  const orderingLabel = (value: ReasonOrdering) =>
    ({
      sort_order: t`In their order`,
      name: t`Name, A to Z`,
      '-name': t`Name, Z to A`,
      applications: t`Fewest applications first`,
      '-applications': t`Most applications first`,
    })[value];

  const toggle = async (reason: RejectionReasonAdmin) => {
    setActionError(undefined);
    try {
      await setReasonActive(queryClient, accountId, reason.rejection_reason_id, !reason.is_active);
      const name = reason.name;
      setAnnouncement(reason.is_active ? t`Turned off: ${name}` : t`Turned on: ${name}`);
    } catch (error) {
      setActionError(error);
    }
  };

  const needsReplacement = deleting !== undefined && deleting.applications > 0;
  const confirmDelete = async () => {
    if (!deleting || isBusy) return;
    if (needsReplacement && !replaceTo) {
      setDeleteError(new Error('replace_to'));
      return;
    }
    setBusy(true);
    setDeleteError(undefined);
    try {
      await deleteReason(queryClient, accountId, deleting.rejection_reason_id, needsReplacement ? Number(replaceTo) : undefined);
      const name = deleting.name;
      setAnnouncement(t`Deleted: ${name}`);
      setDeleting(undefined);
    } catch (error) {
      setDeleteError(error);
    } finally {
      setBusy(false);
    }
  };
  const deleteErrorText =
    deleteError === undefined ? undefined : deleteError instanceof Error && deleteError.message === 'replace_to' ? t`Choose the reason that takes its place.` : settingsErrorText(deleteError).text;
  const deletingName = deleting?.name ?? '';
  const deletingCount = deleting?.applications ?? 0;

  return (
    <>
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
      <ReasonForm
        idPrefix="new-reason"
        className="company-settings__panel"
        title={
          <h2 className="company-settings__subtitle">
            <Trans>Add a reason</Trans>
          </h2>
        }
        submitLabel={<Trans>Add reason</Trans>}
        onSave={async (value) => {
          const created = await createReason(queryClient, accountId, value);
          const name = created.name;
          setAnnouncement(t`Added: ${name}`);
        }}
      />
      <h2 className="company-settings__subtitle">
        <Trans>Company reasons</Trans>
      </h2>
      <ListControls
        idPrefix="reasons"
        searchLabel={t`Search reasons`}
        search={search}
        onSearch={(value) => {
          setSearch(value);
          setPage(1);
        }}
        ordering={ordering}
        orderings={REASON_ORDERINGS.map((value) => ({ value, label: orderingLabel(value) }))}
        onOrdering={(value) => {
          setOrdering(value as ReasonOrdering);
          setPage(1);
        }}
      />
      <div className="company-settings__filter">
        <FormField id="reasons-type" label={t`Type`}>
          {(a11y) => (
            <select
              id="reasons-type"
              className="form-field__input"
              value={type}
              onChange={(event) => {
                setType(event.target.value as RejectionType | 'all');
                setPage(1);
              }}
              {...a11y}
            >
              <option value="all">{t`Both types`}</option>
              {REJECTION_TYPES.map((value) => (
                <option key={value} value={value}>
                  {rejectionTypeLabel(value)}
                </option>
              ))}
            </select>
          )}
        </FormField>
      </div>
      {actionError !== undefined && (
        <div className="notice notice--error" role="alert">
          <p>{settingsErrorText(actionError).text}</p>
        </div>
      )}
      {!reasons.data ? (
        reasons.error ? (
          <div className="notice notice--error" role="alert">
            <p>{errorText(reasons.error)}</p>
            <Button variant="secondary" onClick={() => void reasons.refetch()}>
              <Trans>Try again</Trans>
            </Button>
          </div>
        ) : (
          <p className="company-settings__muted" role="status">
            <Trans>Loading…</Trans>
          </p>
        )
      ) : reasons.data.results.length === 0 ? (
        <p className="company-settings__muted">{search.trim() || type !== 'all' ? <Trans>No reason matches.</Trans> : <Trans>No reasons yet.</Trans>}</p>
      ) : (
        <>
          <ul className="company-settings__list" aria-label={t`Rejection reasons`}>
            {reasons.data.results.map((reason) => {
              const name = reason.name;
              return (
                <li key={reason.rejection_reason_id} className="company-settings__item">
                  {editing === reason.rejection_reason_id ? (
                    <ReasonForm
                      idPrefix={`reason-${reason.rejection_reason_id}`}
                      className="company-settings__edit"
                      initial={{ name: reason.name, rejection_type: reason.rejection_type }}
                      submitLabel={<Trans>Save reason</Trans>}
                      onCancel={() => setEditing(undefined)}
                      onSave={async (value) => {
                        await saveReason(queryClient, accountId, reason.rejection_reason_id, value);
                        setEditing(undefined);
                        const saved = value.name;
                        setAnnouncement(t`Saved: ${saved}`);
                      }}
                    />
                  ) : (
                    <>
                      <div className="company-settings__who">
                        <p className="company-settings__name">
                          {name}{' '}
                          <span className={`company-settings__status company-settings__status--${reason.is_active ? 'active' : 'inactive'}`}>
                            {reason.is_active ? <Trans>Active</Trans> : <Trans>Inactive</Trans>}
                          </span>
                        </p>
                        <p className="company-settings__muted">
                          {rejectionTypeLabel(reason.rejection_type)} · {plural(reason.applications, { one: '# application', other: '# applications' })}
                        </p>
                      </div>
                      <div className="company-settings__item-actions">
                        <Button variant="secondary" onClick={() => setEditing(reason.rejection_reason_id)}>
                          <Trans>Edit</Trans>
                          <span className="visually-hidden"> {name}</span>
                        </Button>
                        <Button variant="secondary" onClick={() => void toggle(reason)}>
                          {reason.is_active ? <Trans>Turn off</Trans> : <Trans>Turn on</Trans>}
                          <span className="visually-hidden"> {name}</span>
                        </Button>
                        <Button
                          variant="secondary"
                          onClick={() => {
                            setDeleteError(undefined);
                            setReplaceTo('');
                            setDeleting(reason);
                          }}
                        >
                          <Trans>Delete</Trans>
                          <span className="visually-hidden"> {name}</span>
                        </Button>
                      </div>
                    </>
                  )}
                </li>
              );
            })}
          </ul>
          <Pager page={page} pageSize={PAGE_SIZE} count={reasons.data.count} onPage={setPage} />
        </>
      )}
      <ConfirmDialog
        isOpen={deleting !== undefined}
        question={t`Delete ${deletingName}?`}
        detail={
          needsReplacement ? (
            <>
              <p>{plural(deletingCount, { one: '# application has this reason. Choose the reason that takes its place:', other: '# applications have this reason. Choose the reason that takes its place:' })}</p>
              <FormField id="reason-replace-to" label={t`Replace with`}>
                {(a11y) => (
                  <select id="reason-replace-to" className="form-field__input" value={replaceTo} onChange={(event) => setReplaceTo(event.target.value)} {...a11y}>
                    <option value="">{t`Choose a reason`}</option>
                    {replacements.map((r) => (
                      <option key={r.rejection_reason_id} value={r.rejection_reason_id}>
                        {r.name}
                      </option>
                    ))}
                  </select>
                )}
              </FormField>
            </>
          ) : (
            <Trans>No application has this reason.</Trans>
          )
        }
        confirmLabel={<Trans>Delete</Trans>}
        isBusy={isBusy}
        error={deleteErrorText}
        onCancel={() => setDeleting(undefined)}
        onConfirm={() => void confirmDelete()}
      />
    </>
  );
}
