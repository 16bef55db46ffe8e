/** The interview-scheduling module's face (D352): what code outside its folder may use. */
export { CALENDAR_SYNC_JOB, calendarSyncHandler } from './interview-calendars.jobs.ts';
export { mailCalendarChange } from './interview-mail.ts';
export { scheduleManually, sendSchedulingLink } from './scheduling.service.ts';
export { freeSlots, type InterviewerAvailability } from './slots.ts';
export { leaveCompanyPanels } from './panel-departures.ts';
