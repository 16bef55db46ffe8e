import { createFileRoute } from '@tanstack/react-router';
import { ParticipantScreen } from '../../../features/job-profiles/participant-screen.tsx';
import { positiveId, searchOf } from '../../-search.ts';
import { loadForProfile, reportLocale } from './-profile-loaders.ts';
import { participantQueryOptions } from '../../../features/job-profiles/job-profiles.queries.ts';

const participantSearch = searchOf({ job_id: positiveId, employee_id: positiveId });

export const Route = createFileRoute('/_staff/jobdetails/job-detail-participant')({
  staticData: { access: 'job-profiles' },
  validateSearch: participantSearch,
  loaderDeps: ({ search }) => ({ jobId: search.job_id, employeeId: search.employee_id }),
  loader: ({ context, deps }) =>
    loadForProfile(deps.jobId, (jobId) =>
      deps.employeeId === undefined
        ? Promise.resolve()
        : context.queryClient.ensureQueryData(participantQueryOptions(jobId, deps.employeeId, reportLocale())),
    ),
  component: function ProfileParticipantRoute() {
    const { job_id, employee_id } = Route.useSearch();
    return job_id === undefined ? null : (
      <ParticipantScreen key={`${job_id}-${employee_id}`} jobId={job_id} employeeId={employee_id} />
    );
  },
});
