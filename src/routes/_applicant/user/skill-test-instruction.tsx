import { createFileRoute } from '@tanstack/react-router';
import { SkillsInstructionScreen } from '../../../features/skills-test/instruction-screen.tsx';
import { activitySearch } from './-activity-search.ts';
import { loadSkillsActivity } from './-skills-test-activity.ts';

export const Route = createFileRoute('/_applicant/user/skill-test-instruction')({
  staticData: { access: 'signed-in', isActivity: true },
  validateSearch: activitySearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => loadSkillsActivity(context.queryClient, context.session.user!.user_id, deps),
  component: function SkillTestInstructionRoute() {
    return <SkillsInstructionScreen activity={Route.useLoaderData()} />;
  },
});
