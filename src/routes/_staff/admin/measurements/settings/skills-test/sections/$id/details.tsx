import { createFileRoute, notFound } from '@tanstack/react-router';
import { SectionDetailsScreen } from '../../../../../../../../features/skills-test-authoring/section-screens.tsx';

export const Route = createFileRoute('/_staff/admin/measurements/settings/skills-test/sections/$id/details')({
  // Only digits name a skills test or section (seed 002 section 2.3).
  beforeLoad: ({ params }) => {
    if (!/^\d+$/.test(params.id)) throw notFound();
  },
  component: function SectionDetailsRoute() {
    const { id } = Route.useParams();
    return <SectionDetailsScreen id={Number(id)} />;
  },
});
