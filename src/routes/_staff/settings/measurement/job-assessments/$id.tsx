import { createFileRoute, notFound } from '@tanstack/react-router';
import { CompanyAuthoringScope } from '../../../../../features/skills-test-authoring/authoring-scope.tsx';
import { SkillsTestDetailsScreen } from '../../../../../features/skills-test-authoring/skills-test-screens.tsx';
import { testQueryOptions } from '../../../../../features/skills-test-authoring/authoring.queries.ts';

export const Route = createFileRoute('/_staff/settings/measurement/job-assessments/$id')({
  staticData: { access: 'company-settings' },
  // Only digits name a skills test.
  beforeLoad: ({ params }) => {
    if (!/^\d+$/.test(params.id)) throw notFound();
  },
  // A failed read is the screen's to show, with its retry, as before the loader.
  loader: ({ context, params }) =>
    context.queryClient.ensureQueryData(testQueryOptions(Number(params.id))).catch(() => undefined),
  component: function CompanyTestRoute() {
    const { id } = Route.useParams();
    return (
      <CompanyAuthoringScope>
        <SkillsTestDetailsScreen id={Number(id)} />
      </CompanyAuthoringScope>
    );
  },
});
