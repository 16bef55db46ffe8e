import { createFileRoute } from '@tanstack/react-router';
import { PersonalAssessmentsSettings } from '../../../../features/settings/personal-assessments-settings.tsx';
import { firstListView, loadForOpeningCompany, pageLanguage } from '../-first-view.ts';
import {
  PERSONAL_ASSESSMENT_LIST_START,
  personalAssessmentListQueryOptions,
} from '../../../../features/settings/personal-assessments.queries.ts';

/** Company settings access or provider admin (declared on the route below; the server checks each call). */
export const Route = createFileRoute('/_staff/settings/measurement/personal-assessments')({
  staticData: { access: 'company-settings' },
  // The list's first view; its search, ordering, filters and page are the page's state (the list keeps its rows shown between views, D477).
  loader: ({ context }) =>
    loadForOpeningCompany(context, (accountId) =>
      context.queryClient.ensureQueryData(
        personalAssessmentListQueryOptions(accountId, pageLanguage(), firstListView(PERSONAL_ASSESSMENT_LIST_START)),
      ),
    ),
  component: PersonalAssessmentsSettings,
});
