import { createFileRoute } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import * as z from 'zod/mini';
import { JobApplicantsScreen } from '../../../features/applicants/applicants-screen.tsx';
import {
  applicantFiltersQueryOptions,
  jobApplicantsQueryOptions,
} from '../../../features/applicants/applicants.queries.ts';
import {
  applicantListSearchShape,
  jobListQuery,
  nextSearch,
  type ApplicantListSearch,
} from '../../../features/applicants/list-search.ts';

export const Route = createFileRoute('/_staff/smartreq-detail/applicants')({
  staticData: { access: 'smartreqs' },
  // The requisition and the whole list state live in the URL, so reload and back keep them.
  validateSearch: z.object({
    job_id: z.catch(z.optional(z.coerce.number().check(z.int(), z.positive(), z.lte(2_147_483_647))), undefined),
    ...applicantListSearchShape,
  }),
  loaderDeps: ({ search }) => ({ jobId: search.job_id, query: jobListQuery(search as ApplicantListSearch) }),
  // The list the URL asks for and the filters' choices; a failure shows on the page (the queries keep the error).
  loader: async ({ context, deps }) => {
    if (deps.jobId === undefined) return;
    await Promise.all([
      context.queryClient.ensureQueryData(jobApplicantsQueryOptions(deps.jobId, deps.query)),
      context.queryClient.ensureQueryData(applicantFiltersQueryOptions(deps.jobId)),
    ]).catch(() => undefined);
  },
  component: function JobApplicantsRoute() {
    const search = Route.useSearch();
    const navigate = Route.useNavigate();
    if (search.job_id === undefined) {
      return (
        <p role="alert">
          <Trans>Choose a requisition first.</Trans>
        </p>
      );
    }
    return (
      <JobApplicantsScreen
        key={search.job_id}
        jobId={search.job_id}
        search={search as ApplicantListSearch}
        onSearchChange={(change) =>
          void navigate({
            search: (prev) => ({ ...nextSearch(prev as ApplicantListSearch, change), job_id: prev.job_id }),
          })
        }
      />
    );
  },
});
