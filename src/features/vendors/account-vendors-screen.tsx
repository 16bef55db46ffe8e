/**
 * /settings/integrations (and /settings/vendors, which leads there): the vendors each company the viewer manages may use (the company's owner or
 * admin: their company; the provider admin: every company). Vendor 1 is the language test: on,
 * plans may include language tests; turning it off asks first, since candidates then cannot start
 * or continue language tests already in plans (results already given stay readable).
 */
import { useState } from 'react';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { AccountVendor, AccountVendors } from '../../../contracts/vendors.ts';
import { errorText } from '../../lib/error-text.ts';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { Button } from '../../ui/form/button.tsx';
import { notify } from '../../ui/notifications.atoms.ts';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { accountVendorsQueryOptions, switchVendor } from './vendors.queries.ts';
import './vendors.css';

interface Target {
  account: AccountVendors;
  vendor: AccountVendor;
}

/** `embedded`: a part of /settings/integrations (its headings one level down; the page names the tab). */
export function AccountVendorsScreen({ embedded = false }: { embedded?: boolean }) {
  const { t, i18n } = useLingui();
  useDocumentTitle(embedded ? t`Integrations` : t`Vendors`);
  const Title = embedded ? 'h2' : 'h1';
  const CompanyTitle = embedded ? 'h3' : 'h2';
  const queryClient = useQueryClient();
  // Loaded by the route before it renders; a failed read is the staff pages' error screen (src/ui/route-load-error.tsx).
  const accounts = useSuspenseQuery(accountVendorsQueryOptions());
  const [turningOff, setTurningOff] = useState<Target>();
  const [offError, setOffError] = useState<string>();

  const vendorName = (vendor: AccountVendor) => (vendor.vendor_id === 1 ? t`Language test` : vendor.name);

  const toggle = useMutation({
    mutationFn: ({ target: { account, vendor }, enabled }: { target: Target; enabled: boolean }) =>
      switchVendor(queryClient, account.account_id, vendor.vendor_id, enabled),
    onSuccess: (_, { target: { account, vendor }, enabled }) => {
      setTurningOff(undefined);
      const name = vendorName(vendor);
      notify({
        type: 'success',
        body: enabled ? t`${name} is on for ${account.account_name}.` : t`${name} is off for ${account.account_name}.`,
      });
    },
    onError: (error, { enabled }) => {
      if (enabled) notify({ type: 'error', body: errorText(error) });
      else setOffError(errorText(error));
    },
  });
  // One switch at a time: the busy one is the switch being sent.
  const busy = toggle.isPending
    ? `${toggle.variables.target.account.account_id}/${toggle.variables.target.vendor.vendor_id}`
    : undefined;
  const run = (target: Target, enabled: boolean) => {
    if (!toggle.isPending) toggle.mutate({ target, enabled });
  };

  return (
    <section className="vendors-page" aria-labelledby="vendors-title">
      <Title id="vendors-title" className="vendors-page__title">
        {embedded ? <Trans>Language test vendors</Trans> : <Trans>Vendors</Trans>}
      </Title>
      <p className="vendors-page__intro">
        <Trans>
          The outside services a company may use in its screening plans. The language test must be on before a plan can
          include one.
        </Trans>
      </p>
      {accounts.data.map((account) => (
        <section
          key={account.account_id}
          className="vendors-company"
          aria-labelledby={`vendors-company-${account.account_id}`}
        >
          <CompanyTitle id={`vendors-company-${account.account_id}`} className="vendors-company__title">
            {account.account_name}
          </CompanyTitle>
          <ul className="vendors-list">
            {account.vendors.map((vendor) => {
              const name = vendorName(vendor);
              const key = `${account.account_id}/${vendor.vendor_id}`;
              return (
                <li key={vendor.vendor_id} className="vendors-item">
                  <div>
                    <p className="vendors-item__name">
                      {name}
                      <span
                        className={
                          vendor.enabled ? 'vendors-state vendors-state--on' : 'vendors-state vendors-state--off'
                        }
                        data-state={vendor.enabled ? 'on' : 'off'}
                      >
                        {vendor.enabled ? <Trans>On</Trans> : <Trans>Off</Trans>}
                      </span>
                    </p>
                    <p className="vendors-page__muted">
                      {vendor.enabled && vendor.enabled_at ? (
                        <Trans>On since {i18n.date(vendor.enabled_at, { dateStyle: 'long' })}.</Trans>
                      ) : (
                        <Trans>Plans cannot include it while it is off.</Trans>
                      )}{' '}
                      <Plural
                        value={vendor.activity_count}
                        _0="No plan uses it."
                        one="Used by # activity in this company's plans."
                        other="Used by # activities in this company's plans."
                      />
                    </p>
                  </div>
                  {vendor.enabled ? (
                    <Button
                      id={`vendor-${account.account_id}-${vendor.vendor_id}-off`}
                      variant="secondary"
                      isBusy={busy === key}
                      onClick={() => {
                        setOffError(undefined);
                        setTurningOff({ account, vendor });
                      }}
                    >
                      <Trans>Turn off</Trans>
                      <span className="visually-hidden">
                        {' '}
                        {name}, {account.account_name}
                      </span>
                    </Button>
                  ) : (
                    <Button
                      id={`vendor-${account.account_id}-${vendor.vendor_id}-on`}
                      isBusy={busy === key}
                      onClick={() => run({ account, vendor }, true)}
                    >
                      <Trans>Turn on</Trans>
                      <span className="visually-hidden">
                        {' '}
                        {name}, {account.account_name}
                      </span>
                    </Button>
                  )}
                </li>
              );
            })}
          </ul>
        </section>
      ))}
      <ConfirmDialog
        isOpen={turningOff !== undefined}
        question={
          turningOff?.vendor.vendor_id === 1 ? (
            <Trans>Turn off the language test for {turningOff.account.account_name}?</Trans>
          ) : turningOff ? (
            <Trans>
              Turn off {turningOff.vendor.name} for {turningOff.account.account_name}?
            </Trans>
          ) : null
        }
        detail={
          <Trans>
            Plans can no longer add it, and candidates cannot start or continue the language tests already in plans
            until it is on again. Results already given stay on the scorecards.
          </Trans>
        }
        confirmLabel={<Trans>Turn off</Trans>}
        onCancel={() => setTurningOff(undefined)}
        onConfirm={() => turningOff && run(turningOff, false)}
        isBusy={busy !== undefined}
        error={offError}
      />
    </section>
  );
}
