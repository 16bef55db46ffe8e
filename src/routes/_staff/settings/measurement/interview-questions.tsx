import { createFileRoute } from '@tanstack/react-router';
import { QuestionListSettings } from '../../../../features/settings/question-bank-settings.tsx';
import { firstListView, loadForOpeningCompany, pageLanguage } from '../-first-view.ts';
import { QUESTION_LIST_START, questionBankQueryOptions } from '../../../../features/settings/question-bank.queries.ts';
import { companyAttributesQueryOptions } from '../../../../ui/question-bank/question-list.queries.ts';

/** Company settings access or provider admin (declared on the route below; the server checks each call). */
export const Route = createFileRoute('/_staff/settings/measurement/interview-questions')({
  staticData: { access: 'company-settings' },
  // The list's first view; its search, ordering, filters and page are the page's state (placeholder data between views).
  loader: ({ context }) =>
    loadForOpeningCompany(context, (accountId) =>
      Promise.all([
        context.queryClient.ensureQueryData(
          questionBankQueryOptions(accountId, 'interview', firstListView(QUESTION_LIST_START)),
        ),
        // The interview list names each question's attribute.
        context.queryClient.ensureQueryData(companyAttributesQueryOptions(accountId, pageLanguage())),
      ]),
    ),
  component: () => <QuestionListSettings list="interview" />,
});
