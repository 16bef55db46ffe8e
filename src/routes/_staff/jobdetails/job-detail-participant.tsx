import { createFileRoute } from '@tanstack/react-router';
import { ParticipantScreen } from '../../../features/job-profiles/participant-screen.tsx';
import { positiveId, searchOf } from '../../-search.ts';

const participantSearch = searchOf({ job_id: positiveId, employee_id: positiveId });

export const Route = createFileRoute('/_staff/jobdetails/job-detail-participant')({
  validateSearch: participantSearch,
  component: function ProfileParticipantRoute() {
    const { job_id, employee_id } = Route.useSearch();
    return job_id === undefined ? null : (
      <ParticipantScreen key={`${job_id}-${employee_id}`} jobId={job_id} employeeId={employee_id} />
    );
  },
});
