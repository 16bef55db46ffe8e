import { createFileRoute } from '@tanstack/react-router';
import { ESignatureSettings } from '../../../features/staff-offers/e-signature-settings.tsx';
import { loadForOpeningCompany } from './-first-view.ts';
import { offerSettingsQueryOptions } from '../../../features/staff-offers/staff-offers.queries.ts';

/** Company settings access or provider admin (declared on the route below; the server checks each call). */
export const Route = createFileRoute('/_staff/settings/e-signature')({
  staticData: { access: 'company-settings' },
  loader: ({ context }) =>
    loadForOpeningCompany(context, (accountId) =>
      context.queryClient.ensureQueryData(offerSettingsQueryOptions(accountId)),
    ),
  component: ESignatureSettings,
});
