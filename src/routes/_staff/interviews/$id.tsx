import { createFileRoute } from '@tanstack/react-router';
import { EvaluationScreen } from '../../../features/interview/evaluation-screen.tsx';
import { interviewQueryOptions } from '../../../features/interview/interview.queries.ts';

// An interview scored at the interviewer's own desk, from My interviews or the home: the session
// stays when it is sent (only an interview station, /interview/{id}, signs out; D281).
export const Route = createFileRoute('/_staff/interviews/$id')({
  staticData: { access: 'signed-in' },
  // A missing or refused interview shows on the page (the query keeps the error).
  loader: ({ context, params }) =>
    context.queryClient.ensureQueryData(interviewQueryOptions(params.id)).catch(() => undefined),
  component: function DeskEvaluationRoute() {
    return <EvaluationScreen key={Route.useParams().id} uuid={Route.useParams().id} mode="desk" />;
  },
});
