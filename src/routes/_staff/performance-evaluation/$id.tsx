import { createFileRoute } from '@tanstack/react-router';
import { EvaluationScreen } from '../../../features/interview/evaluation-screen.tsx';

export const Route = createFileRoute('/_staff/performance-evaluation/$id')({
  component: function PerformanceEvaluationRoute() {
    return <EvaluationScreen key={Route.useParams().id} uuid={Route.useParams().id} mode="review" />;
  },
});
