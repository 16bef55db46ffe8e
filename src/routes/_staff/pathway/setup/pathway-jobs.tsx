import { createFileRoute } from '@tanstack/react-router';
import { PathwayRolesScreen } from '../../../../features/pathways/pathway-roles-screen.tsx';
import { jobSearch } from '../../-job-search.ts';
import { pathwayRolesQueryOptions } from '../../../../features/pathways/pathway-roles.queries.ts';
import { reportLanguageOf } from '../../../../features/pathways/pathway-report.queries.ts';
import { i18n } from '../../../../lib/i18n.ts';

/** /pathway/setup/pathway-jobs?job_id=: the pathway's roles and their attribute weights. */
export const Route = createFileRoute('/_staff/pathway/setup/pathway-jobs')({
  staticData: { access: 'pathways' },
  validateSearch: jobSearch,
  loaderDeps: ({ search }) => ({ jobId: search.job_id }),
  // A refusal shows on the page (the query keeps the error).
  loader: async ({ context, deps }) => {
    if (deps.jobId === undefined) return;
    await context.queryClient
      .ensureQueryData(pathwayRolesQueryOptions(deps.jobId, reportLanguageOf(i18n.locale)))
      .catch(() => undefined);
  },
  component: function PathwayJobsRoute() {
    const { job_id } = Route.useSearch();
    return <PathwayRolesScreen jobId={job_id} />;
  },
});
