/** The frame of the offer settings pages: the title with the tabs between them, an introduction and the company picker. */
import { type ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { CompanyPicker, useCompanyChoice } from '../../ui/company-choice.tsx';
import { TabbedPageHeader } from '../../ui/tabbed-page-header.tsx';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import './staff-offers.css';

export function OffersPage({
  title,
  intro,
  children,
}: {
  title: string;
  intro: ReactNode;
  children: (accountId: number) => ReactNode;
}) {
  const { t } = useLingui();
  useDocumentTitle(title);
  const choice = useCompanyChoice();
  return (
    <section className="offers-settings" aria-labelledby="offers-settings-title">
      <TabbedPageHeader
        title={<span id="offers-settings-title">{title}</span>}
        tabsLabel={t`Offer settings`}
        tabs={[
          {
            label: <Trans>Offer fields</Trans>,
            link: { to: '/settings/offers/offer-fields' },
          },
          {
            label: <Trans>Offer letter templates</Trans>,
            link: { to: '/settings/offers/offer-letter-templates' },
          },
          {
            label: <Trans>Offer letter details templates</Trans>,
            link: { to: '/settings/offers/offer-letter-details-templates' },
          },
          {
            label: <Trans>E-signature</Trans>,
            link: { to: '/settings/e-signature' },
          },
        ]}
      />
      <p className="offers-muted">{intro}</p>
      <CompanyPicker id="offers-company" choice={choice} />
      {choice.accountId === undefined ? (
        <p className="offers-muted" role="status">
          <Trans>Loading…</Trans>
        </p>
      ) : (
        children(choice.accountId)
      )}
    </section>
  );
}
