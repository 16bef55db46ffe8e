import { createFileRoute } from '@tanstack/react-router';
import { SkillsPracticeScreen } from '../../../features/skills-test/practice-screen.tsx';
import { activitySearch } from './-activity-search.ts';
import { loadSkillsActivity } from './-skills-test-activity.ts';

export const Route = createFileRoute('/_applicant/user/skill-test-question')({
  staticData: { access: 'signed-in', isActivity: true },
  validateSearch: activitySearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => loadSkillsActivity(context.queryClient, context.session.user!.user_id, deps),
  component: function SkillTestQuestionRoute() {
    return <SkillsPracticeScreen activity={Route.useLoaderData()} />;
  },
});
