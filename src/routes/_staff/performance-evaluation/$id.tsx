import { createFileRoute } from '@tanstack/react-router';
import { EvaluationScreen } from '../../../features/interview/evaluation-screen.tsx';
import { interviewQueryOptions } from '../../../features/interview/interview.queries.ts';

export const Route = createFileRoute('/_staff/performance-evaluation/$id')({
  staticData: { access: 'staff' },
  // A missing or refused interview shows on the page (the query keeps the error).
  loader: ({ context, params }) =>
    context.queryClient.ensureQueryData(interviewQueryOptions(params.id)).catch(() => undefined),
  component: function PerformanceEvaluationRoute() {
    return <EvaluationScreen key={Route.useParams().id} uuid={Route.useParams().id} mode="review" />;
  },
});
