import { createFileRoute, notFound } from '@tanstack/react-router';
import { CompanyAuthoringScope } from '../../../../../../features/skills-test-authoring/authoring-scope.tsx';
import { SectionDetailsScreen } from '../../../../../../features/skills-test-authoring/section-screens.tsx';

export const Route = createFileRoute('/_staff/settings/measurement/job-assessments/sections/$id')({
  // Only digits name a section.
  beforeLoad: ({ params }) => {
    if (!/^\d+$/.test(params.id)) throw notFound();
  },
  component: function CompanySectionRoute() {
    const { id } = Route.useParams();
    return (
      <CompanyAuthoringScope>
        <SectionDetailsScreen id={Number(id)} />
      </CompanyAuthoringScope>
    );
  },
});
