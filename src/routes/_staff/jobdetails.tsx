import { createFileRoute, Outlet } from '@tanstack/react-router';
import { ProfileLayout } from '../../features/job-profiles/profile-layout.tsx';
import { jobSearch } from './-job-search.ts';

/** /jobdetails?job_id=: the job profile's header and tabs (job_profile_access or its team; contracts/access.ts). */
export const Route = createFileRoute('/_staff/jobdetails')({
  validateSearch: jobSearch,
  component: function JobDetailsRoute() {
    const { job_id } = Route.useSearch();
    return (
      <ProfileLayout jobId={job_id}>
        <Outlet />
      </ProfileLayout>
    );
  },
});
