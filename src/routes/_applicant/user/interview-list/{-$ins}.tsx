import { createFileRoute } from '@tanstack/react-router';
import { CandidateInterviewsScreen } from '../../../../features/interview-scheduling/candidate-interviews-screen.tsx';
import { myInterviewsQueryOptions } from '../../../../features/interview-scheduling/scheduling.queries.ts';

// {ins}: the interview list named by the sign-in link (/login/interview-list/{ins}); the list shows all the candidate's interviews.
export const Route = createFileRoute('/_applicant/user/interview-list/{-$ins}')({
  loader: ({ context }) => context.queryClient.ensureQueryData(myInterviewsQueryOptions()).catch(() => undefined),
  component: CandidateInterviewsScreen,
});
