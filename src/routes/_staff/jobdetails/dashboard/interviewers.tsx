import { createFileRoute } from '@tanstack/react-router';
import { DashboardBoard } from '../../../../features/job-profiles/dashboard-board.tsx';
import { ReportPanel } from '../../../../features/dashboards/report-panel.tsx';
import { InterviewerDetailView } from '../../../../features/dashboards/interview-views.tsx';
import { positiveId, searchOf } from '../../../-search.ts';
import '../../../../features/dashboards/dashboards.css';
import { loadForProfile, profileLoaderDeps, reportLocale } from '../-profile-loaders.ts';
import {
  boardQueryOptions,
  interviewerDetailQueryOptions,
} from '../../../../features/job-profiles/dashboard-queries.ts';

/** ?interviewer_id=: whose score details show under the board (D172). */
const interviewerSearch = searchOf({ interviewer_id: positiveId });

export const Route = createFileRoute('/_staff/jobdetails/dashboard/interviewers')({
  staticData: { access: 'job-profiles' },
  validateSearch: interviewerSearch,
  loaderDeps: ({ search }) => ({ ...profileLoaderDeps({ search }), interviewerId: search.interviewer_id }),
  // The board, and the details of the interviewer chosen in the URL.
  loader: ({ context, deps }) =>
    loadForProfile(deps.jobId, (jobId) =>
      Promise.all([
        context.queryClient.ensureQueryData(boardQueryOptions(jobId, 'interviewers', reportLocale(), deps.filter)),
        deps.interviewerId === undefined
          ? undefined
          : context.queryClient.ensureQueryData(interviewerDetailQueryOptions(jobId, deps.interviewerId, deps.filter)),
      ]),
    ),
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
