import { createFileRoute } from '@tanstack/react-router';
import { CompanyTestsScreen } from '../../../../../features/skills-test-authoring/company-tests-screen.tsx';

/** Company settings access or provider admin (contracts/access.ts; the server checks each call). */
export const Route = createFileRoute('/_staff/settings/measurement/job-assessments/')({
  component: CompanyTestsScreen,
});
