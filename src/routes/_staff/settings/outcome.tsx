import { createFileRoute } from '@tanstack/react-router';
import { OutcomeQuestionsSettings } from '../../../features/settings/outcome-questions-settings.tsx';
import { loadForOpeningCompany } from './-first-view.ts';
import { outcomeQuestionsQueryOptions } from '../../../features/settings/outcome-questions.queries.ts';

/** Company settings access or provider admin (declared on the route below; the server checks each call). */
export const Route = createFileRoute('/_staff/settings/outcome')({
  staticData: { access: 'company-settings' },
  loader: ({ context }) =>
    loadForOpeningCompany(context, (accountId) =>
      context.queryClient.ensureQueryData(outcomeQuestionsQueryOptions(accountId, 'employee')),
    ),
  component: OutcomeQuestionsSettings,
});
