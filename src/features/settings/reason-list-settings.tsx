/**
 * A company reason list in settings (rejection reasons, separation reasons): owners add, rename,
 * turn off and delete reasons; the list is searched, filtered by type, sorted and paged. Deleting a
 * reason in use asks for another reason of the same type to take its place.
 */
import { useState, type ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  CompanyList,
  CompanyListEntry,
  ListAnnouncement,
  useDeletion,
  useListActions,
} from '../../ui/company-list/company-list.tsx';
import { CompanyListPage } from '../../ui/company-list/company-list-page.tsx';
import { useListQueryState } from '../../ui/company-list/use-list-query-state.ts';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { FormField } from '../../ui/form/form-field.tsx';
import { ListControls } from '../../ui/list-controls.tsx';
import { useCustomListTabs } from './custom-list-tabs.ts';
import { ReasonForm } from './reason-form.tsx';
import {
  REASON_PAGE_SIZE,
  reasonListQueryOptions,
  reasonListStart,
  type ReasonList,
  type ReasonRow,
} from './reason-lists.ts';
import { settingsErrorText } from './settings-texts.ts';

const PAGE_SIZE = REASON_PAGE_SIZE;
/** The confirmation's own refusal: no replacement chosen for a reason still in use. */
const NO_REPLACEMENT = new Error('replace_to');

/** What differs between the lists, in the current language. */
export interface ReasonTexts<Type extends string> {
  /** 'reason' gives the ids new-reason, reason-{id}, reason-replace-to, reasons-title, reasons-type. */
  idPrefix: string;
  title: string;
  chooseCompany: ReactNode;
  typeLabel(type: Type): string;
  typeLockedText: string;
  /** '# applications' */
  usesText(count: number): string;
  fewestUsesFirst: string;
  mostUsesFirst: string;
  /** '# applications have this reason. Choose the reason that takes its place:' */
  replaceText(count: number): string;
  unusedText: ReactNode;
}

export function ReasonListSettings<Type extends string>({
  list,
  texts,
  before,
}: {
  list: ReasonList<Type>;
  texts: ReasonTexts<Type>;
  /** A company setting shown above the list (the rejection mails' delay, D266). */
  before?(accountId: number): ReactNode;
}) {
  const tabs = useCustomListTabs();
  return (
    <CompanyListPage
      idPrefix={`${texts.idPrefix}s`}
      title={texts.title}
      chooseCompany={texts.chooseCompany}
      tabs={tabs}
    >
      {(accountId) => (
        <>
          {before?.(accountId)}
          <Reasons accountId={accountId} list={list} texts={texts} />
        </>
      )}
    </CompanyListPage>
  );
}

function Reasons<Type extends string>({
  accountId,
  list,
  texts,
}: {
  accountId: number;
  list: ReasonList<Type>;
  texts: ReasonTexts<Type>;
}) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const state = useListQueryState(reasonListStart<Type>());
  const [editing, setEditing] = useState<number>();
  const actions = useListActions();
  const deletion = useDeletion<ReasonRow<Type>>();
  const [replaceTo, setReplaceTo] = useState('');
  const { type } = state.filters;
  const reasons = reasonListQueryOptions(list, accountId, state);
  const { deleting } = deletion;
  const needsReplacement = deleting !== undefined && deleting.uses > 0;
  // Candidates to take a deleted reason's place: every active reason of its type but itself.
  const sameType = useQuery({
    ...list.queryOptions({ account_id: accountId, type: deleting?.type, ordering: 'name', page_size: 100 }),
    enabled: needsReplacement,
  });
  const replacements = (sameType.data?.results ?? []).filter((r) => r.is_active && r.id !== deleting?.id);

  const orderingLabel = (value: string) =>
    ({
      sort_order: t`In their order`,
      name: t`Name, A to Z`,
      '-name': t`Name, Z to A`,
      uses: texts.fewestUsesFirst,
      '-uses': texts.mostUsesFirst,
    })[value] ?? value;

  const confirmDelete = () => {
    if (needsReplacement && !replaceTo) {
      deletion.refuse(NO_REPLACEMENT);
      return;
    }
    void deletion.confirm(async (reason) => {
      await list.remove(queryClient, accountId, reason.id, needsReplacement ? Number(replaceTo) : undefined);
      const name = reason.name;
      actions.announce(t`Deleted: ${name}`);
    });
  };
  const deleteErrorText =
    deletion.deleteError === undefined
      ? undefined
      : deletion.deleteError === NO_REPLACEMENT
        ? t`Choose the reason that takes its place.`
        : settingsErrorText(deletion.deleteError).text;
  const deletingName = deleting?.name ?? '';

  return (
    <>
      <ListAnnouncement text={actions.announcement} />
      <ReasonForm
        idPrefix={`new-${texts.idPrefix}`}
        className="company-list__panel"
        title={
          <h2 className="company-list-page__subtitle">
            <Trans>Add a reason</Trans>
          </h2>
        }
        submitLabel={<Trans>Add reason</Trans>}
        types={list.types}
        typeLabel={texts.typeLabel}
        typeLockedText={texts.typeLockedText}
        onSave={async (value) => {
          const created = await list.create(queryClient, accountId, value);
          const name = created.name;
          actions.announce(t`Added: ${name}`);
        }}
      />
      <h2 className="company-list-page__subtitle">
        <Trans>Company reasons</Trans>
      </h2>
      <ListControls
        idPrefix={`${texts.idPrefix}s`}
        searchLabel={t`Search reasons`}
        search={state.search}
        onSearch={state.setSearch}
        ordering={state.ordering}
        orderings={list.orderings.map((value) => ({ value, label: orderingLabel(value) }))}
        onOrdering={state.setOrdering}
      />
      <div className="company-list__filter">
        <FormField id={`${texts.idPrefix}s-type`} label={t`Type`}>
          {(a11y) => (
            <select
              id={`${texts.idPrefix}s-type`}
              className="form-field__input"
              value={type}
              onChange={(event) => state.setFilter('type', event.target.value as Type | 'all')}
              {...a11y}
            >
              <option value="all">{t`Both types`}</option>
              {list.types.map((value) => (
                <option key={value} value={value}>
                  {texts.typeLabel(value)}
                </option>
              ))}
            </select>
          )}
        </FormField>
      </div>
      {actions.actionError !== undefined && (
        <div className="notice notice--error" role="alert">
          <p>{settingsErrorText(actions.actionError).text}</p>
        </div>
      )}
      <CompanyList
        label={texts.title}
        read={reasons}
        page={state.page}
        pageSize={PAGE_SIZE}
        onPage={state.setPage}
        isNarrowed={state.isNarrowed}
        emptyText={<Trans>No reasons yet.</Trans>}
        noMatchText={<Trans>No reason matches.</Trans>}
        keyOf={(reason) => reason.id}
      >
        {(reason) =>
          editing === reason.id ? (
            <ReasonForm
              idPrefix={`${texts.idPrefix}-${reason.id}`}
              className="company-list__edit"
              initial={{ name: reason.name, type: reason.type }}
              submitLabel={<Trans>Save reason</Trans>}
              types={list.types}
              typeLabel={texts.typeLabel}
              typeLockedText={texts.typeLockedText}
              onCancel={() => setEditing(undefined)}
              onSave={async (value) => {
                await list.save(queryClient, accountId, reason.id, value);
                setEditing(undefined);
                const saved = value.name;
                actions.announce(t`Saved: ${saved}`);
              }}
            />
          ) : (
            <CompanyListEntry
              name={reason.name}
              isActive={reason.is_active}
              detail={`${texts.typeLabel(reason.type)} · ${texts.usesText(reason.uses)}`}
              onEdit={() => setEditing(reason.id)}
              onToggle={() =>
                void actions.run(async () => {
                  await list.setActive(queryClient, accountId, reason.id, !reason.is_active);
                  const name = reason.name;
                  return reason.is_active ? t`Turned off: ${name}` : t`Turned on: ${name}`;
                })
              }
              onDelete={() => {
                setReplaceTo('');
                deletion.ask(reason);
              }}
            />
          )
        }
      </CompanyList>
      <ConfirmDialog
        isOpen={deleting !== undefined}
        question={t`Delete ${deletingName}?`}
        detail={
          needsReplacement ? (
            <>
              <p>{texts.replaceText(deleting.uses)}</p>
              <FormField id={`${texts.idPrefix}-replace-to`} label={t`Replace with`}>
                {(a11y) => (
                  <select
                    id={`${texts.idPrefix}-replace-to`}
                    className="form-field__input"
                    value={replaceTo}
                    onChange={(event) => setReplaceTo(event.target.value)}
                    {...a11y}
                  >
                    <option value="">{t`Choose a reason`}</option>
                    {replacements.map((r) => (
                      <option key={r.id} value={r.id}>
                        {r.name}
                      </option>
                    ))}
                  </select>
                )}
              </FormField>
            </>
          ) : (
            texts.unusedText
          )
        }
        confirmLabel={<Trans>Delete</Trans>}
        isBusy={deletion.isBusy}
        error={deleteErrorText}
        onCancel={deletion.cancel}
        onConfirm={confirmDelete}
      />
    </>
  );
}
