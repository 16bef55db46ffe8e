import { createFileRoute } from '@tanstack/react-router';
import { CompanyTestsScreen } from '../../../../../features/skills-test-authoring/company-tests-screen.tsx';
import {
  libraryQueryOptions,
  usableTestsQueryOptions,
} from '../../../../../features/skills-test-authoring/authoring.queries.ts';
import { loadForOpeningCompany, pageLanguage } from '../../-first-view.ts';

/** Company settings access or provider admin (declared on the route below; the server checks each call). */
export const Route = createFileRoute('/_staff/settings/measurement/job-assessments/')({
  staticData: { access: 'company-settings' },
  // The company's own tests and the provider's it may use, whole: the page searches, sorts and pages them itself.
  loader: ({ context }) =>
    loadForOpeningCompany(context, (accountId) =>
      Promise.all([
        context.queryClient.ensureQueryData(libraryQueryOptions(accountId)),
        context.queryClient.ensureQueryData(usableTestsQueryOptions(accountId, pageLanguage())),
      ]),
    ),
  component: CompanyTestsScreen,
});
