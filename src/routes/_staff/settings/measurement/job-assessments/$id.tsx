import { createFileRoute, notFound } from '@tanstack/react-router';
import { CompanyAuthoringScope } from '../../../../../features/skills-test-authoring/authoring-scope.tsx';
import { SkillsTestDetailsScreen } from '../../../../../features/skills-test-authoring/skills-test-screens.tsx';

export const Route = createFileRoute('/_staff/settings/measurement/job-assessments/$id')({
  // Only digits name a skills test.
  beforeLoad: ({ params }) => {
    if (!/^\d+$/.test(params.id)) throw notFound();
  },
  component: function CompanyTestRoute() {
    const { id } = Route.useParams();
    return (
      <CompanyAuthoringScope>
        <SkillsTestDetailsScreen id={Number(id)} />
      </CompanyAuthoringScope>
    );
  },
});
