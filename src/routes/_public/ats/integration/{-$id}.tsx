import { createFileRoute } from '@tanstack/react-router';
import { AtsOrderScreen } from '../../../../features/ats-order/ats-order-screen.tsx';
import { ensureSession } from '../../../../lib/session.ts';

interface AtsSearch {
  start?: boolean;
}

/** The order id in the path is the link's only credential (D145); start=1: back from signing in, start at once. */
export const Route = createFileRoute('/_public/ats/integration/{-$id}')({
  staticData: { access: 'public' },
  validateSearch: (raw: Record<string, unknown>): AtsSearch =>
    raw.start === 1 || raw.start === '1' || raw.start === true ? { start: true } : {},
  loader: async () => ({ signedIn: (await ensureSession()).status === 'signed-in' }),
  component: function AtsIntegrationRoute() {
    const { id } = Route.useParams();
    const { start } = Route.useSearch();
    const { signedIn } = Route.useLoaderData();
    return <AtsOrderScreen key={id ?? ''} orderId={id ?? ''} signedIn={signedIn} autoStart={start === true} />;
  },
});
