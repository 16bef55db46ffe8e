import { createFileRoute } from '@tanstack/react-router';
import { OfferTemplatesSettings } from '../../../../features/staff-offers/offer-templates-settings.tsx';
import { loadForOpeningCompany } from '../-first-view.ts';
import { offerTemplatesQueryOptions } from '../../../../features/staff-offers/staff-offers.queries.ts';

/** Company settings access or provider admin (declared on the route below; the server checks each call). */
export const Route = createFileRoute('/_staff/settings/offers/offer-letter-details-templates')({
  staticData: { access: 'company-settings' },
  loader: ({ context }) =>
    loadForOpeningCompany(context, (accountId) =>
      context.queryClient.ensureQueryData(offerTemplatesQueryOptions(accountId)),
    ),
  component: () => <OfferTemplatesSettings kind="details" />,
});
