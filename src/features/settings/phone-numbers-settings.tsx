/**
 * /settings/phone-numbers: the company's phone numbers, each with a label, kept in international
 * form. Owners add, edit and turn them off; the list is searched by label or number, sorted and paged.
 */
import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { PHONE_ORDERINGS, type PhoneNumber, type PhoneOrdering } from '../../../contracts/phone-numbers.ts';
import { errorText } from '../../lib/error-text.ts';
import { CompanyPicker, useCompanyChoice } from '../../ui/company-choice.tsx';
import { Button } from '../../ui/form/button.tsx';
import { ListControls, Pager } from '../../ui/list-controls.tsx';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { createPhone, phoneNumbersQueryOptions, savePhone, setPhoneActive } from './company-settings.queries.ts';
import { PhoneNumberForm } from './phone-number-form.tsx';
import { settingsErrorText } from './settings-texts.ts';
import './company-settings.css';

const PAGE_SIZE = 20;

export function PhoneNumbersSettings() {
  const { t } = useLingui();
  useDocumentTitle(t`Phone numbers`);
  const choice = useCompanyChoice();
  const { accountId } = choice;
  return (
    <section className="company-settings" aria-labelledby="phones-title">
      <h1 id="phones-title" className="company-settings__title">
        <Trans>Phone numbers</Trans>
      </h1>
      <CompanyPicker id="phones-company" choice={choice} />
      {accountId === undefined ? (
        <p className="company-settings__muted">
          <Trans>Choose a company to see its phone numbers.</Trans>
        </p>
      ) : (
        <PhoneList key={accountId} accountId={accountId} />
      )}
    </section>
  );
}

function PhoneList({ accountId }: { accountId: number }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const [search, setSearch] = useState('');
  const [ordering, setOrdering] = useState<PhoneOrdering>('label');
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<number>();
  const [announcement, setAnnouncement] = useState('');
  const [actionError, setActionError] = useState<unknown>();
  const phones = useQuery(phoneNumbersQueryOptions({ account_id: accountId, search: search.trim() || undefined, ordering, page, page_size: PAGE_SIZE }));

  const orderingLabel = (value: PhoneOrdering) =>
    ({ label: t`Label, A to Z`, '-label': t`Label, Z to A`, created_at: t`Oldest first`, '-created_at': t`Newest first` })[value];

  const toggle = async (phone: PhoneNumber) => {
    setActionError(undefined);
    try {
      await setPhoneActive(queryClient, accountId, phone.phone_number_id, !phone.is_active);
      const label = phone.label;
      setAnnouncement(phone.is_active ? t`Turned off: ${label}` : t`Turned on: ${label}`);
    } catch (error) {
      setActionError(error);
    }
  };

  return (
    <>
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
      <PhoneNumberForm
        idPrefix="new-phone"
        className="company-settings__panel"
        title={
          <h2 className="company-settings__subtitle">
            <Trans>Add a phone number</Trans>
          </h2>
        }
        submitLabel={<Trans>Add number</Trans>}
        onSave={async (value) => {
          const created = await createPhone(queryClient, accountId, value);
          const label = created.label;
          setAnnouncement(t`Added: ${label}`);
        }}
      />
      <h2 className="company-settings__subtitle">
        <Trans>Company phone numbers</Trans>
      </h2>
      <ListControls
        idPrefix="phones"
        searchLabel={t`Search by label or number`}
        search={search}
        onSearch={(value) => {
          setSearch(value);
          setPage(1);
        }}
        ordering={ordering}
        orderings={PHONE_ORDERINGS.map((value) => ({ value, label: orderingLabel(value) }))}
        onOrdering={(value) => {
          setOrdering(value as PhoneOrdering);
          setPage(1);
        }}
      />
      {actionError !== undefined && (
        <div className="notice notice--error" role="alert">
          <p>{settingsErrorText(actionError).text}</p>
        </div>
      )}
      {!phones.data ? (
        phones.error ? (
          <div className="notice notice--error" role="alert">
            <p>{errorText(phones.error)}</p>
            <Button variant="secondary" onClick={() => void phones.refetch()}>
              <Trans>Try again</Trans>
            </Button>
          </div>
        ) : (
          <p className="company-settings__muted" role="status">
            <Trans>Loading…</Trans>
          </p>
        )
      ) : phones.data.results.length === 0 ? (
        <p className="company-settings__muted">{search.trim() ? <Trans>No phone number matches.</Trans> : <Trans>No phone numbers yet.</Trans>}</p>
      ) : (
        <>
          <ul className="company-settings__list" aria-label={t`Phone numbers`}>
            {phones.data.results.map((phone) => {
              const label = phone.label;
              return (
                <li key={phone.phone_number_id} className="company-settings__item">
                  {editing === phone.phone_number_id ? (
                    <PhoneNumberForm
                      idPrefix={`phone-${phone.phone_number_id}`}
                      className="company-settings__edit"
                      initial={{ label: phone.label, phone_number: phone.phone_number }}
                      submitLabel={<Trans>Save number</Trans>}
                      onCancel={() => setEditing(undefined)}
                      onSave={async (value) => {
                        await savePhone(queryClient, accountId, phone.phone_number_id, value);
                        setEditing(undefined);
                        const saved = value.label;
                        setAnnouncement(t`Saved: ${saved}`);
                      }}
                    />
                  ) : (
                    <>
                      <div className="company-settings__who">
                        <p className="company-settings__name">
                          {label}{' '}
                          <span className={`company-settings__status company-settings__status--${phone.is_active ? 'active' : 'inactive'}`}>
                            {phone.is_active ? <Trans>Active</Trans> : <Trans>Inactive</Trans>}
                          </span>
                        </p>
                        <p className="company-settings__muted">
                          <a href={`tel:${phone.phone_number}`}>{phone.phone_number}</a>
                        </p>
                      </div>
                      <div className="company-settings__item-actions">
                        <Button variant="secondary" onClick={() => setEditing(phone.phone_number_id)}>
                          <Trans>Edit</Trans>
                          <span className="visually-hidden"> {label}</span>
                        </Button>
                        <Button variant="secondary" onClick={() => void toggle(phone)}>
                          {phone.is_active ? <Trans>Turn off</Trans> : <Trans>Turn on</Trans>}
                          <span className="visually-hidden"> {label}</span>
                        </Button>
                      </div>
                    </>
                  )}
                </li>
              );
            })}
          </ul>
          <Pager page={page} pageSize={PAGE_SIZE} count={phones.data.count} onPage={setPage} />
        </>
      )}
    </>
  );
}
