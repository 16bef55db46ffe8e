/** The job-profiles module's face (D352): what code outside its folder may use. */
export { refreshProfileSummaries } from './board-summaries.ts';
export { profileForStaff } from './job-profiles.service.ts';
export { enrolDueParticipants } from './profile-plan.ts';
