import { createFileRoute, notFound } from '@tanstack/react-router';
import { SkillsTestDetailsScreen } from '../../../../../../../features/skills-test-authoring/skills-test-screens.tsx';

export const Route = createFileRoute('/_staff/admin/measurements/settings/skills-test/$id/details')({
  // Only digits name a skills test or section (seed 002 section 2.3).
  beforeLoad: ({ params }) => {
    if (!/^\d+$/.test(params.id)) throw notFound();
  },
  component: function SkillsTestDetailsRoute() {
    const { id } = Route.useParams();
    return <SkillsTestDetailsScreen id={Number(id)} />;
  },
});
