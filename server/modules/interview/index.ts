/** The interview module's face (D352): what code outside its folder may use. */
export { feedbackReminderJob, remindOverdueFeedback } from './feedback-reminders.ts';
export { submitEvaluation } from './interview-evaluation.service.ts';
export { startInterview } from './interview.service.ts';
export { readInterviewMeeting, withInterviewMeeting } from '../../db/interview-meeting.ts';
export { myInterviewsQuery } from './my-interviews.service.ts';
