import { createFileRoute } from '@tanstack/react-router';
import { CandidateInterviewsScreen } from '../../../../features/interview-scheduling/candidate-interviews-screen.tsx';
import { myInterviewsQueryOptions } from '../../../../features/interview-scheduling/scheduling.queries.ts';
import { useNeedsConnection } from '../../../../ui/offline-readiness/page-needs-connection.ts';

// {ins}: the interview list named by the sign-in link (/login/interview-list/{ins}); the list shows all the candidate's interviews.
export const Route = createFileRoute('/_applicant/user/interview-list/{-$ins}')({
  staticData: { access: 'signed-in' },
  loader: ({ context }) => context.queryClient.ensureQueryData(myInterviewsQueryOptions()).catch(() => undefined),
  component: function InterviewListRoute() {
    // Online only (bench/budget.json onlineOnlyRoutes): the header says so.
    useNeedsConnection();
    return <CandidateInterviewsScreen />;
  },
});
