import { createFileRoute } from '@tanstack/react-router';
import { QuestionListSettings } from '../../../../features/settings/question-bank-settings.tsx';
import { firstListView, loadForOpeningCompany } from '../-first-view.ts';
import { QUESTION_LIST_START, questionBankQueryOptions } from '../../../../features/settings/question-bank.queries.ts';

/** Company settings access or provider admin (declared on the route below; the server checks each call). */
export const Route = createFileRoute('/_staff/settings/measurement/pre-screen-questions')({
  staticData: { access: 'company-settings' },
  // The list's first view; its search, ordering, filters and page are the page's state (placeholder data between views).
  loader: ({ context }) =>
    loadForOpeningCompany(context, (accountId) =>
      context.queryClient.ensureQueryData(
        questionBankQueryOptions(accountId, 'prescreen', firstListView(QUESTION_LIST_START)),
      ),
    ),
  component: () => <QuestionListSettings list="prescreen" />,
});
