import { createFileRoute } from '@tanstack/react-router';
import { positiveId, searchOf } from '../../../../-search.ts';
import { NewCompanyTestScreen } from '../../../../../features/skills-test-authoring/company-tests-screen.tsx';

export const Route = createFileRoute('/_staff/settings/measurement/job-assessments/new')({
  // The company the test is for (a provider admin's choice on the list; a company's staff their own).
  validateSearch: searchOf({ account_id: positiveId }),
  component: function NewCompanyTestRoute() {
    const { account_id } = Route.useSearch();
    return <NewCompanyTestScreen accountId={account_id} />;
  },
});
