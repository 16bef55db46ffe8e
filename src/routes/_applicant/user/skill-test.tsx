import { createFileRoute } from '@tanstack/react-router';
import { SkillsTestScreen } from '../../../features/skills-test/timed-screen.tsx';
import { activitySearch } from './-activity-search.ts';
import { loadSkillsActivity } from './-skills-test-activity.ts';

export const Route = createFileRoute('/_applicant/user/skill-test')({
  staticData: { access: 'signed-in', isActivity: true },
  validateSearch: activitySearch,
  loaderDeps: ({ search }) => search,
  // The screen stays open once the test is complete: it shows the submission and the way to the result.
  loader: ({ context, deps }) =>
    loadSkillsActivity(context.queryClient, context.session.user!.user_id, deps, { allowCompleted: true }),
  component: function SkillTestRoute() {
    const activity = Route.useLoaderData();
    return <SkillsTestScreen activity={activity} />;
  },
});
