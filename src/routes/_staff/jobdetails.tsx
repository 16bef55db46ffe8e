import { createFileRoute, Outlet } from '@tanstack/react-router';
import { ProfileLayout } from '../../features/job-profiles/profile-layout.tsx';
import { matching, oneOf, positiveId, searchOf } from '../-search.ts';
import { loadForProfile } from './jobdetails/-profile-loaders.ts';
import { profileQueryOptions } from '../../features/job-profiles/job-profiles.queries.ts';

const isoDay = matching(/^\d{4}-\d{2}-\d{2}$/);
/** ?job_id=, and the dashboards' filter (D165, D172), kept while moving between the profile's pages. */
const profileSearch = searchOf({
  job_id: positiveId,
  from_date: isoDay,
  to_date: isoDay,
  locations: (v: unknown) => (typeof v === 'string' && v.length <= 2000 ? v : undefined),
  // contracts/people.ts SEPARATION_TYPES, not imported: it brings zod into the route tree.
  separation_type: oneOf(['voluntary', 'involuntary'] as const),
  // contracts/job-profiles.ts ProfileFilterSchema's field_options, for the same reason.
  field_options: matching(/^[1-9]\d{0,8}-\d{1,2}(,[1-9]\d{0,8}-\d{1,2}){0,99}$/),
});

/** /jobdetails?job_id=: the job profile's header and tabs (job_profile_access or its team, declared on the route). */
export const Route = createFileRoute('/_staff/jobdetails')({
  staticData: { access: 'job-profiles' },
  validateSearch: profileSearch,
  loaderDeps: ({ search }) => ({ jobId: search.job_id }),
  // The profile's header and tabs.
  loader: ({ context, deps }) =>
    loadForProfile(deps.jobId, (jobId) => context.queryClient.ensureQueryData(profileQueryOptions(jobId))),
  component: function JobDetailsRoute() {
    const { job_id } = Route.useSearch();
    return (
      <ProfileLayout jobId={job_id}>
        <Outlet />
      </ProfileLayout>
    );
  },
});
