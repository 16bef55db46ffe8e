import { createFileRoute } from '@tanstack/react-router';
import { OutcomeReviewScreen } from '../../../features/outcome-review/outcome-review-screen.tsx';

/** The path's token is the supervisor's outcome link: the only credential, checked by the server. */
export const Route = createFileRoute('/_public/outcome-review/$token')({
  staticData: { access: 'public' },
  component: function OutcomeReviewRoute() {
    const { token } = Route.useParams();
    return <OutcomeReviewScreen key={token} token={token} />;
  },
});
