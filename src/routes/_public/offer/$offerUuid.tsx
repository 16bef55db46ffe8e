import { createFileRoute } from '@tanstack/react-router';
import { OfferSignScreen } from '../../../features/offers/offer-sign-screen.tsx';
import { ensureSession } from '../../../lib/session.ts';

interface OfferSearch {
  token?: string;
}

/** A signer's offer: signed in as the signer, or with the one-time link's token (the server checks either). */
export const Route = createFileRoute('/_public/offer/$offerUuid')({
  staticData: { access: 'public' },
  validateSearch: (raw: Record<string, unknown>): OfferSearch =>
    typeof raw.token === 'string' ? { token: raw.token } : {},
  beforeLoad: async ({ context }) => {
    // A signed-in signer's opened offer is persisted with their other reads, for reading offline.
    const session = await ensureSession();
    if (session.status === 'signed-in' && session.user) {
      const { startPersistingReads } = await import('../../../features/candidate-sync/persist-reads.ts');
      await startPersistingReads(context.queryClient, session.user.user_id);
    }
  },
  component: function OfferRoute() {
    const { offerUuid } = Route.useParams();
    const { token } = Route.useSearch();
    return <OfferSignScreen key={offerUuid} offerUuid={offerUuid} token={token} />;
  },
});
