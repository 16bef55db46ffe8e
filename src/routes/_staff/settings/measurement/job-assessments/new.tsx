import { createFileRoute } from '@tanstack/react-router';
import { positiveId, searchOf } from '../../../../-search.ts';
import { NewCompanyTestScreen } from '../../../../../features/skills-test-authoring/company-tests-screen.tsx';
import { openingCompanyId } from '../../-first-view.ts';

const companyTestSearch = searchOf({ account_id: positiveId });

export const Route = createFileRoute('/_staff/settings/measurement/job-assessments/new')({
  staticData: { access: 'company-settings' },
  // The company the test is for (a provider admin's choice on the list; a company's staff their own).
  validateSearch: companyTestSearch,
  loaderDeps: ({ search }) => ({ accountId: search.account_id }),
  // The form reads nothing but the company it is for: a provider admin's picker lists every company.
  loader: ({ context, deps }) => openingCompanyId(context, deps.accountId).catch(() => undefined),
  component: function NewCompanyTestRoute() {
    const { account_id } = Route.useSearch();
    return <NewCompanyTestScreen accountId={account_id} />;
  },
});
