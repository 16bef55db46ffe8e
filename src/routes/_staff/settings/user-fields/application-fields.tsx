import { createFileRoute } from '@tanstack/react-router';
import { CustomFieldsSettings } from '../../../../features/settings/custom-fields-settings.tsx';
import { loadForOpeningCompany } from '../-first-view.ts';
import { customFieldsQueryOptions } from '../../../../features/settings/custom-fields.queries.ts';

/** Company settings access or provider admin (declared on the route below; the server checks each call). */
export const Route = createFileRoute('/_staff/settings/user-fields/application-fields')({
  staticData: { access: 'company-settings' },
  loader: ({ context }) =>
    loadForOpeningCompany(context, (accountId) =>
      context.queryClient.ensureQueryData(customFieldsQueryOptions(accountId, 'application')),
    ),
  component: () => <CustomFieldsSettings group="application" />,
});
