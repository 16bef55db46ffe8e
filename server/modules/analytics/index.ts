/** The analytics module's face (D352): what code outside its folder may use. */
export { dashboardMailingsJob } from './dashboard-mailings.send.ts';
export { interviewerScores } from './interview-reports.ts';
export { dashboardSummariesJob, refreshDashboardSummaries } from './summary.jobs.ts';
