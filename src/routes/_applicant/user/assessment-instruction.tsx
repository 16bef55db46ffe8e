import { createFileRoute } from '@tanstack/react-router';
import { InstructionScreen } from '../../../features/questionnaire/instruction-screen.tsx';
import { activitySearch } from './-activity-search.ts';
import { loadAssessmentActivity } from './-assessment-activity.ts';

export const Route = createFileRoute('/_applicant/user/assessment-instruction')({
  staticData: { access: 'signed-in', isActivity: true },
  validateSearch: activitySearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => loadAssessmentActivity(context.queryClient, context.session.user!.user_id, deps),
  component: function AssessmentInstructionRoute() {
    const activity = Route.useLoaderData();
    return <InstructionScreen activity={activity} />;
  },
});
