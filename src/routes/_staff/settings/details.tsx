import { createFileRoute } from '@tanstack/react-router';
import { CompanyDetailsSettings } from '../../../features/settings/company-details-settings.tsx';
import { loadForOpeningCompany } from './-first-view.ts';
import { companyDetailsQueryOptions } from '../../../features/settings/company-settings.queries.ts';

/** Company settings access or provider admin (declared on the route below; the server checks each call). */
export const Route = createFileRoute('/_staff/settings/details')({
  staticData: { access: 'company-settings' },
  loader: ({ context }) =>
    loadForOpeningCompany(context, (accountId) =>
      context.queryClient.ensureQueryData(companyDetailsQueryOptions(accountId)),
    ),
  component: CompanyDetailsSettings,
});
