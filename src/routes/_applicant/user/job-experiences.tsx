import { createFileRoute } from '@tanstack/react-router';
import { ExperienceScreen } from '../../../features/experience/experience-screen.tsx';
import { experiencesQueryOptions } from '../../../features/experience/experience.queries.ts';

export const Route = createFileRoute('/_applicant/user/job-experiences')({
  staticData: { access: 'signed-in' },
  loader: async ({ context }) => {
    try {
      await context.queryClient.ensureQueryData(experiencesQueryOptions(context.session.user!.user_id));
    } catch {
      // The screen shows the failure from the query's error state.
    }
  },
  component: function JobExperiencesRoute() {
    const { session } = Route.useRouteContext();
    return <ExperienceScreen userId={session.user!.user_id} />;
  },
});
