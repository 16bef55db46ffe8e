import { createFileRoute } from '@tanstack/react-router';
import { OfferFieldsSettings } from '../../../../features/staff-offers/offer-fields-settings.tsx';
import { loadForOpeningCompany } from '../-first-view.ts';
import {
  offerFieldsQueryOptions,
  offerSettingsQueryOptions,
} from '../../../../features/staff-offers/staff-offers.queries.ts';

/** Company settings access or provider admin (declared on the route below; the server checks each call). */
export const Route = createFileRoute('/_staff/settings/offers/offer-fields')({
  staticData: { access: 'company-settings' },
  loader: ({ context }) =>
    loadForOpeningCompany(context, (accountId) =>
      Promise.all([
        context.queryClient.ensureQueryData(offerFieldsQueryOptions(accountId)),
        context.queryClient.ensureQueryData(offerSettingsQueryOptions(accountId)),
      ]),
    ),
  component: OfferFieldsSettings,
});
