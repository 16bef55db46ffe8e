/**
 * /settings/phone-numbers: the company's phone numbers, each with a label, kept in international
 * form. Owners add, edit and turn them off; the list is searched by label or number, sorted and paged.
 */
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { PHONE_ORDERINGS, type PhoneOrdering } from '../../../contracts/phone-numbers.ts';
import {
  CompanyList,
  CompanyListEntry,
  ListAnnouncement,
  useListActions,
} from '../../ui/company-list/company-list.tsx';
import { CompanyListPage } from '../../ui/company-list/company-list-page.tsx';
import { useListQueryState } from '../../ui/company-list/use-list-query-state.ts';
import { ListControls } from '../../ui/list-controls.tsx';
import {
  createPhone,
  LIST_PAGE_SIZE as PAGE_SIZE,
  PHONE_LIST_START,
  phoneListQueryOptions,
  savePhone,
  setPhoneActive,
} from './company-settings.queries.ts';
import { PhoneNumberForm } from './phone-number-form.tsx';
import { settingsErrorText } from './settings-texts.ts';

export function PhoneNumbersSettings() {
  const { t } = useLingui();
  return (
    <CompanyListPage
      idPrefix="phones"
      title={t`Phone numbers`}
      chooseCompany={<Trans>Choose a company to see its phone numbers.</Trans>}
    >
      {(accountId) => <PhoneList accountId={accountId} />}
    </CompanyListPage>
  );
}

function PhoneList({ accountId }: { accountId: number }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const list = useListQueryState(PHONE_LIST_START);
  const [editing, setEditing] = useState<number>();
  const actions = useListActions();
  const phones = phoneListQueryOptions(accountId, list);

  const orderingLabel = (value: PhoneOrdering) =>
    ({
      label: t`Label, A to Z`,
      '-label': t`Label, Z to A`,
      created_at: t`Oldest first`,
      '-created_at': t`Newest first`,
    })[value];

  return (
    <>
      <ListAnnouncement text={actions.announcement} />
      <PhoneNumberForm
        idPrefix="new-phone"
        className="company-list__panel"
        title={
          <h2 className="company-list-page__subtitle">
            <Trans>Add a phone number</Trans>
          </h2>
        }
        submitLabel={<Trans>Add number</Trans>}
        onSave={async (value) => {
          const created = await createPhone(queryClient, accountId, value);
          const label = created.label;
          actions.announce(t`Added: ${label}`);
        }}
      />
      <h2 className="company-list-page__subtitle">
        <Trans>Company phone numbers</Trans>
      </h2>
      <ListControls
        idPrefix="phones"
        searchLabel={t`Search by label or number`}
        search={list.search}
        onSearch={list.setSearch}
        ordering={list.ordering}
        orderings={PHONE_ORDERINGS.map((value) => ({ value, label: orderingLabel(value) }))}
        onOrdering={list.setOrdering}
      />
      {actions.actionError !== undefined && (
        <div className="notice notice--error" role="alert">
          <p>{settingsErrorText(actions.actionError).text}</p>
        </div>
      )}
      <CompanyList
        label={t`Phone numbers`}
        read={phones}
        page={list.page}
        pageSize={PAGE_SIZE}
        onPage={list.setPage}
        isNarrowed={list.isNarrowed}
        emptyText={<Trans>No phone numbers yet.</Trans>}
        noMatchText={<Trans>No phone number matches.</Trans>}
        keyOf={(phone) => phone.phone_number_id}
      >
        {(phone) =>
          editing === phone.phone_number_id ? (
            <PhoneNumberForm
              idPrefix={`phone-${phone.phone_number_id}`}
              className="company-list__edit"
              initial={{ label: phone.label, phone_number: phone.phone_number }}
              submitLabel={<Trans>Save number</Trans>}
              onCancel={() => setEditing(undefined)}
              onSave={async (value) => {
                await savePhone(queryClient, accountId, phone.phone_number_id, value);
                setEditing(undefined);
                const saved = value.label;
                actions.announce(t`Saved: ${saved}`);
              }}
            />
          ) : (
            <CompanyListEntry
              name={phone.label}
              isActive={phone.is_active}
              detail={<a href={`tel:${phone.phone_number}`}>{phone.phone_number}</a>}
              onEdit={() => setEditing(phone.phone_number_id)}
              onToggle={() =>
                void actions.run(async () => {
                  await setPhoneActive(queryClient, accountId, phone.phone_number_id, !phone.is_active);
                  const label = phone.label;
                  return phone.is_active ? t`Turned off: ${label}` : t`Turned on: ${label}`;
                })
              }
            />
          )
        }
      </CompanyList>
    </>
  );
}
