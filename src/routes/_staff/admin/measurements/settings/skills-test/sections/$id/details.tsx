import { createFileRoute, notFound } from '@tanstack/react-router';
import { SectionDetailsScreen } from '../../../../../../../../features/skills-test-authoring/section-screens.tsx';
import { sectionQueryOptions } from '../../../../../../../../features/skills-test-authoring/authoring.queries.ts';

export const Route = createFileRoute('/_staff/admin/measurements/settings/skills-test/sections/$id/details')({
  staticData: { access: 'provider-admin' },
  // Only digits name a skills test or section (seed 002 section 2.3).
  beforeLoad: ({ params }) => {
    if (!/^\d+$/.test(params.id)) throw notFound();
  },
  // A failed read is the screen's to show, with its retry, as before the loader.
  loader: ({ context, params }) =>
    context.queryClient.ensureQueryData(sectionQueryOptions(Number(params.id))).catch(() => undefined),
  component: function SectionDetailsRoute() {
    const { id } = Route.useParams();
    return <SectionDetailsScreen id={Number(id)} />;
  },
});
