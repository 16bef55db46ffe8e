import { createFileRoute } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import * as z from 'zod/mini';
import { BoardScreen } from '../../../features/pipeline/board-screen.tsx';
import { boardQueryOptions } from '../../../features/pipeline/pipeline.queries.ts';
import { RejectDialog } from '../../../features/scorecard/reject-dialog.tsx';
import { OfferPanel } from '../../../features/staff-offers/offer-panel.tsx';
import { sessionAtom } from '../../../lib/session.ts';
import { useAtomValue } from '../../../lib/store.ts';

/**
 * /smartreq-detail/pipeline?job_id=: the requisition's board (D202, D384); the scorecard's reject
 * dialog and offer form (opened by a move into Offer), composed here.
 */
export const Route = createFileRoute('/_staff/smartreq-detail/pipeline')({
  staticData: { access: 'smartreqs' },
  validateSearch: z.object({
    job_id: z.catch(z.optional(z.coerce.number().check(z.int(), z.positive(), z.lte(2_147_483_647))), undefined),
  }),
  loaderDeps: ({ search }) => ({ jobId: search.job_id }),
  loader: async ({ context, deps }) => {
    if (deps.jobId === undefined) return;
    await context.queryClient.ensureQueryData(boardQueryOptions(deps.jobId));
  },
  component: function PipelineRoute() {
    const { job_id } = Route.useSearch();
    const { accountId } = useAtomValue(sessionAtom);
    if (job_id === undefined) {
      return (
        <p role="alert">
          <Trans>Choose a requisition first.</Trans>
        </p>
      );
    }
    return (
      <BoardScreen
        key={job_id}
        jobId={job_id}
        accountId={accountId}
        RejectDialog={RejectDialog}
        OfferForm={OfferPanel}
      />
    );
  },
});
