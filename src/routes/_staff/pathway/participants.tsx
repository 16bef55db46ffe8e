import { createFileRoute } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { PathwayLayout } from '../../../features/pathways/pathway-layout.tsx';
import { PathwayParticipants } from '../../../features/pathways/pathway-participants-screen.tsx';
import { jobSearch } from '../-job-search.ts';

// The setup sections and lists share the requisition pages' look (a route composes features).
import '../../../features/smartreq/smartreq.css';
/** /pathway/participants?job_id=: the pathway's participants (all_pathways_access or its team). */
export const Route = createFileRoute('/_staff/pathway/participants')({
  validateSearch: jobSearch,
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
