import { createFileRoute } from '@tanstack/react-router';
import { PathwayRolesScreen } from '../../../../features/pathways/pathway-roles-screen.tsx';
import { jobSearch } from '../../-job-search.ts';

/** /pathway/setup/pathway-jobs?job_id=: the pathway's roles and their attribute weights. */
export const Route = createFileRoute('/_staff/pathway/setup/pathway-jobs')({
  validateSearch: jobSearch,
  component: function PathwayJobsRoute() {
    const { job_id } = Route.useSearch();
    return <PathwayRolesScreen jobId={job_id} />;
  },
});
