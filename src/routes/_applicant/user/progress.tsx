import { createFileRoute, redirect } from '@tanstack/react-router';
import { optionalText, searchOf } from '../../-search.ts';
import { ProgressScreen } from '../../../features/candidate/progress-screen.tsx';
import { trackersQueryOptions } from '../../../features/candidate/progress.queries.ts';
import { openJob, openJobProblemText } from '../../../features/candidate/open-job.ts';
import { storePathwayReportMetadata } from '../../../features/pathways/pathway-report.atoms.ts';
import { JOB_TYPE } from '../../../../contracts/progress.ts';

const progressSearch = searchOf({ jobUuid: optionalText, external_application_id: optionalText, source: optionalText });

export const Route = createFileRoute('/_applicant/user/progress')({
  staticData: { access: 'signed-in' },
  // With jobUuid the page selects that job's tracker, applying first if there is none (seed 000 section 2.4).
  validateSearch: progressSearch,
  loaderDeps: ({ search }) => ({
    jobUuid: search.jobUuid,
    externalApplicationId: search.external_application_id,
    source: search.source,
  }),
  loader: async ({ context, deps, preload }) => {
    const userId = context.session.user!.user_id;
    if (deps.jobUuid === undefined) {
      // A failure shows on the page (the query keeps the error), not as a broken route.
      await context.queryClient.ensureQueryData(trackersQueryOptions(userId)).catch(() => undefined);
      return { applyError: undefined };
    }
    // Hovering a link must never apply to a job.
    if (preload) return { applyError: undefined };
    const ext = deps.externalApplicationId === undefined ? undefined : String(deps.externalApplicationId);
    const result = await openJob(
      context.queryClient,
      userId,
      String(deps.jobUuid),
      ext,
      deps.source === undefined ? undefined : String(deps.source),
    );
    if (result.kind === 'tracker') {
      // For a pathway (job type 4), also the metadata its report needs (seed 000 section 2.4).
      const trackers = await context.queryClient.fetchQuery(trackersQueryOptions(userId)).catch(() => []);
      const tracker = trackers.find((t) => t.ref_id === result.refId);
      if (tracker?.job_type_id === JOB_TYPE.pathway) storePathwayReportMetadata(tracker);
      throw redirect({
        to: '/user/progress-tracker',
        search: { jobUuid: result.jobUuid, refId: result.refId },
        replace: true,
      });
    }
    return { applyError: result.error };
  },
  component: function ProgressRoute() {
    const { session } = Route.useRouteContext();
    const { applyError } = Route.useLoaderData();
    return (
      <ProgressScreen
        userId={session.user!.user_id}
        applyProblem={applyError === undefined ? undefined : openJobProblemText(applyError)}
      />
    );
  },
});
