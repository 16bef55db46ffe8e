import { createFileRoute } from '@tanstack/react-router';
import { DashboardBoard } from '../../../../features/job-profiles/dashboard-board.tsx';
import { ReportPanel } from '../../../../features/dashboards/report-panel.tsx';
import { InterviewerDetailView } from '../../../../features/dashboards/interview-views.tsx';
import { positiveId, searchOf } from '../../../-search.ts';
import '../../../../features/dashboards/dashboards.css';

/** ?interviewer_id=: whose score details show under the board (D172). */
const interviewerSearch = searchOf({ interviewer_id: positiveId });

export const Route = createFileRoute('/_staff/jobdetails/dashboard/interviewers')({
  validateSearch: interviewerSearch,
  component: function ProfileInterviewersBoardRoute() {
    const { job_id } = Route.useSearch();
    return job_id === undefined ? null : (
      <DashboardBoard
        key={job_id}
        jobId={job_id}
        board="interviewers"
        Panel={ReportPanel}
        InterviewerDetail={InterviewerDetailView}
      />
    );
  },
});
