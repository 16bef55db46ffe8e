import { createFileRoute, notFound } from '@tanstack/react-router';
import { CompanyAuthoringScope } from '../../../../../../features/skills-test-authoring/authoring-scope.tsx';
import { SkillsTestPreviewScreen } from '../../../../../../features/skills-test-authoring/preview-screen.tsx';

export const Route = createFileRoute('/_staff/settings/measurement/job-assessments/preview/$id')({
  // Only digits name a skills test.
  beforeLoad: ({ params }) => {
    if (!/^\d+$/.test(params.id)) throw notFound();
  },
  component: function PreviewRoute() {
    const { id } = Route.useParams();
    return (
      <CompanyAuthoringScope>
        <SkillsTestPreviewScreen id={Number(id)} />
      </CompanyAuthoringScope>
    );
  },
});
