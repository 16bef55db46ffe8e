import { createFileRoute } from '@tanstack/react-router';
import { HiringClassesScreen } from '../../../features/hiring-classes/hiring-classes-screen.tsx';
import {
  FIRST_HIRING_CLASSES_VIEW,
  hiringClassesQuery,
} from '../../../features/hiring-classes/hiring-classes.queries.ts';

export const Route = createFileRoute('/_staff/smartreq-detail/hiring-classes')({
  staticData: { access: 'smartreqs' },
  loaderDeps: ({ search }) => ({ jobId: search.job_id }),
  // The first page, unfiltered; the search and status chosen on the page are fetched there.
  loader: async ({ context, deps }) => {
    if (deps.jobId === undefined) return;
    await context.queryClient
      .ensureQueryData(hiringClassesQuery(deps.jobId, FIRST_HIRING_CLASSES_VIEW))
      .catch(() => undefined);
  },
  component: function HiringClassesRoute() {
    const { job_id } = Route.useSearch();
    return job_id === undefined ? null : <HiringClassesScreen jobId={job_id} />;
  },
});
