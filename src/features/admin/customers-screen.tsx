/**
 * /admin/customers: every customer company, searched, sorted and paged; a provider admin creates a
 * company with its owner's invitation, switches its features on and off, and suspends or
 * reinstates it after confirming; each change to a company asks for the admin's step-up (D262).
 */
import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  CUSTOMER_ORDERINGS,
  FEATURE_FLAGS,
  type Customer,
  type CustomerOrdering,
  type FeatureFlag,
} from '../../../contracts/customers.ts';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { Button } from '../../ui/form/button.tsx';
import { InPlaceRead } from '../../ui/staff-kit/in-place-read.tsx';
import { useAskStepUp } from '../../ui/step-up-scope.tsx';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { CreateCustomerForm } from './create-customer-form.tsx';
import { ListControls, Pager } from '../../ui/list-controls.tsx';
import {
  CUSTOMER_PAGE_SIZE,
  customerListQueryOptions,
  setCustomerSuspended,
  setPreference,
} from './provider-admin.queries.ts';
import { companySizeLabel, featureFlagLabel, providerErrorText } from './provider-admin-texts.ts';
import './provider-admin.css';

const PAGE_SIZE = CUSTOMER_PAGE_SIZE;

export function CustomersScreen() {
  const { t } = useLingui();
  useDocumentTitle(t`Customers`);
  const queryClient = useQueryClient();
  const [search, setSearch] = useState('');
  const [ordering, setOrdering] = useState<CustomerOrdering>('name');
  const [page, setPage] = useState(1);
  const [announcement, setAnnouncement] = useState('');
  const [pending, setPending] = useState<{ customer: Customer; suspend: boolean }>();
  const [actionError, setActionError] = useState<unknown>();

  const orderingLabel = (value: CustomerOrdering) =>
    ({
      name: t`Name, A to Z`,
      '-name': t`Name, Z to A`,
      created_at: t`Oldest first`,
      '-created_at': t`Newest first`,
      staff_count: t`Fewest users first`,
      '-staff_count': t`Most users first`,
    })[value];

  const askStepUp = useAskStepUp();

  const toggleFlag = async (customer: Customer, flag: FeatureFlag, isOn: boolean) => {
    setActionError(undefined);
    try {
      const label = featureFlagLabel(flag);
      const name = customer.name;
      // A change to a company carries the admin's own proof (D262); the step-up dialog shows its refusals.
      const done = await askStepUp(t`Features of ${name}`, 'company_access', (proof) =>
        setPreference(queryClient, customer.account_id, flag, isOn ? '1' : undefined, proof),
      );
      if (!done) return;
      setAnnouncement(isOn ? t`${label} on for ${name}` : t`${label} off for ${name}`);
    } catch (error) {
      setActionError(error);
    }
  };

  const changing = useMutation({
    mutationFn: async (chosen: NonNullable<typeof pending>) => {
      const name = chosen.customer.name;
      const pendingName = name;
      setPending(undefined);
      // The admin's own proof goes with the request (D262), asked with the confirmation's own words.
      const done = await askStepUp(
        chosen.suspend ? t`Suspend ${pendingName}?` : t`Reinstate ${pendingName}?`,
        'company_access',
        (proof) => setCustomerSuspended(queryClient, chosen.customer.account_id, chosen.suspend, proof),
      );
      if (done) setAnnouncement(chosen.suspend ? t`Suspended: ${name}` : t`Reinstated: ${name}`);
    },
    onError: (error) => {
      setActionError(error);
    },
  });
  const isBusy = changing.isPending;

  const confirmPending = () => {
    if (!pending || isBusy) return;
    setActionError(undefined);
    changing.mutate(pending);
  };

  const pendingName = pending?.customer.name ?? '';

  return (
    <section className="provider-admin" aria-labelledby="customers-title">
      <h1 id="customers-title" className="provider-admin__title">
        <Trans>Customers</Trans>
      </h1>
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
      <CreateCustomerForm
        onCreated={(name, email) => setAnnouncement(t`${name} created; invitation sent to ${email}`)}
      />
      <h2 className="provider-admin__subtitle">
        <Trans>Companies</Trans>
      </h2>
      <ListControls
        idPrefix="customers"
        searchLabel={t`Search companies by name`}
        search={search}
        onSearch={(value) => {
          setSearch(value);
          setPage(1);
        }}
        ordering={ordering}
        orderings={CUSTOMER_ORDERINGS.map((value) => ({ value, label: orderingLabel(value) }))}
        onOrdering={(value) => {
          setOrdering(value as CustomerOrdering);
          setPage(1);
        }}
      />
      {actionError !== undefined && !pending && (
        <div className="notice notice--error" role="alert">
          <p>{providerErrorText(actionError).text}</p>
        </div>
      )}
      <InPlaceRead read={customerListQueryOptions({ search, ordering, page })} mutedClassName="provider-admin__muted">
        {(data, { isBusy }) =>
          data.results.length === 0 ? (
            <p className="provider-admin__muted">
              {search.trim() ? <Trans>No company matches this search.</Trans> : <Trans>No companies yet.</Trans>}
            </p>
          ) : (
            <>
              <ul className="provider-admin__list" aria-label={t`Companies`} aria-busy={isBusy}>
                {data.results.map((customer) => {
                  const isSuspended = customer.suspended_at !== null;
                  const name = customer.name;
                  return (
                    <li key={customer.account_id} className="provider-admin__item">
                      <div className="provider-admin__who">
                        <p className="provider-admin__name">
                          {name}{' '}
                          <span
                            className={`provider-admin__status provider-admin__status--${isSuspended ? 'suspended' : 'active'}`}
                          >
                            {isSuspended ? <Trans>Suspended</Trans> : <Trans>Active</Trans>}
                          </span>
                        </p>
                        <p className="provider-admin__muted">
                          {companySizeLabel(customer.company_size)} ·{' '}
                          {plural(customer.staff_count, { one: '# user', other: '# users' })}
                          {customer.owner_email && <> · {customer.owner_email}</>}
                        </p>
                        <fieldset className="provider-admin__fieldset provider-admin__flags">
                          <legend className="visually-hidden">{t`Features of ${name}`}</legend>
                          {FEATURE_FLAGS.map((flag) => (
                            <label key={flag} className="provider-admin__check">
                              <input
                                type="checkbox"
                                checked={customer.preferences.some((p) => p.keyname === flag && p.value === '1')}
                                onChange={(event) => void toggleFlag(customer, flag, event.target.checked)}
                              />
                              {featureFlagLabel(flag)}
                            </label>
                          ))}
                        </fieldset>
                      </div>
                      <div className="provider-admin__actions">
                        <Button
                          variant="secondary"
                          onClick={() => {
                            setActionError(undefined);
                            setPending({ customer, suspend: !isSuspended });
                          }}
                        >
                          {isSuspended ? <Trans>Reinstate</Trans> : <Trans>Suspend</Trans>}
                          <span className="visually-hidden"> {name}</span>
                        </Button>
                      </div>
                    </li>
                  );
                })}
              </ul>
              <Pager page={page} pageSize={PAGE_SIZE} count={data.count} onPage={setPage} />
            </>
          )
        }
      </InPlaceRead>
      <ConfirmDialog
        isOpen={pending !== undefined}
        question={pending?.suspend ? t`Suspend ${pendingName}?` : t`Reinstate ${pendingName}?`}
        detail={
          pending?.suspend ? (
            <Trans>
              Its staff are signed out on their next action and cannot sign in; its candidates cannot apply to its
              positions.
            </Trans>
          ) : (
            <Trans>Its staff can sign in again and its positions take applications.</Trans>
          )
        }
        confirmLabel={pending?.suspend ? <Trans>Suspend</Trans> : <Trans>Reinstate</Trans>}
        isBusy={isBusy}
        error={actionError === undefined ? undefined : providerErrorText(actionError).text}
        onCancel={() => setPending(undefined)}
        onConfirm={() => void confirmPending()}
      />
    </section>
  );
}
