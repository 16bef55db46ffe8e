import { createFileRoute, notFound } from '@tanstack/react-router';
import { CompanyAuthoringScope } from '../../../../../../features/skills-test-authoring/authoring-scope.tsx';
import { SectionDetailsScreen } from '../../../../../../features/skills-test-authoring/section-screens.tsx';
import { sectionQueryOptions } from '../../../../../../features/skills-test-authoring/authoring.queries.ts';

export const Route = createFileRoute('/_staff/settings/measurement/job-assessments/sections/$id')({
  staticData: { access: 'company-settings' },
  // Only digits name a section.
  beforeLoad: ({ params }) => {
    if (!/^\d+$/.test(params.id)) throw notFound();
  },
  // A failed read is the screen's to show, with its retry, as before the loader.
  loader: ({ context, params }) =>
    context.queryClient.ensureQueryData(sectionQueryOptions(Number(params.id))).catch(() => undefined),
  component: function CompanySectionRoute() {
    const { id } = Route.useParams();
    return (
      <CompanyAuthoringScope>
        <SectionDetailsScreen id={Number(id)} />
      </CompanyAuthoringScope>
    );
  },
});
