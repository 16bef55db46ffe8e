import { createFileRoute } from '@tanstack/react-router';
import { CustomFieldsSettings } from '../../../../features/settings/custom-fields-settings.tsx';
import { loadForOpeningCompany } from '../-first-view.ts';
import { customFieldsQueryOptions } from '../../../../features/settings/custom-fields.queries.ts';
import { applicantQuestionsQueryOptions } from '../../../../features/settings/applicant-questions.queries.ts';

/** Company settings access or provider admin (declared on the route below; the server checks each call). */
export const Route = createFileRoute('/_staff/settings/user-fields/personal-fields')({
  staticData: { access: 'company-settings' },
  loader: ({ context }) =>
    loadForOpeningCompany(context, (accountId) =>
      Promise.all([
        context.queryClient.ensureQueryData(customFieldsQueryOptions(accountId, 'personal')),
        context.queryClient.ensureQueryData(applicantQuestionsQueryOptions(accountId)),
      ]),
    ),
  component: () => <CustomFieldsSettings group="personal" />,
});
