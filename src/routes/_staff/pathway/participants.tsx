import { createFileRoute } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { PathwayLayout } from '../../../features/pathways/pathway-layout.tsx';
import { PathwayParticipants } from '../../../features/pathways/pathway-participants-screen.tsx';
import { jobSearch } from '../-job-search.ts';
import {
  FIRST_PARTICIPANTS_VIEW,
  participantsQueryOptions,
  pathwayDetailsQueryOptions,
} from '../../../features/pathways/pathway-setup.queries.ts';

// The setup sections and lists share the requisition pages' look (a route composes features).
import '../../../features/smartreq/smartreq.css';
/** /pathway/participants?job_id=: the pathway's participants (all_pathways_access or its team). */
export const Route = createFileRoute('/_staff/pathway/participants')({
  staticData: { access: 'pathways' },
  validateSearch: jobSearch,
  loaderDeps: ({ search }) => ({ jobId: search.job_id }),
  // The pathway and its participants' first page; a refusal shows in the pathway's frame (the query keeps the error).
  loader: async ({ context, deps }) => {
    if (deps.jobId === undefined) return;
    await Promise.all([
      context.queryClient.ensureQueryData(pathwayDetailsQueryOptions(deps.jobId)),
      context.queryClient.ensureQueryData(participantsQueryOptions(deps.jobId, FIRST_PARTICIPANTS_VIEW)),
    ]).catch(() => undefined);
  },
  component: function PathwayParticipantsRoute() {
    const { t } = useLingui();
    const { job_id } = Route.useSearch();
    return (
      <PathwayLayout jobId={job_id} section={t`Pathway participants`}>
        {(pathway) => <PathwayParticipants jobId={pathway.job_id} />}
      </PathwayLayout>
    );
  },
});
