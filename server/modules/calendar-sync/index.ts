/** The calendar-sync module's face (D352): what code outside its folder may use. */
export { calendarBusyOf } from './calendar-busy.ts';
export { checkConnection } from './calendar-connection.service.ts';
export { writeCalendarEvents } from './calendar-events.ts';
export { connectionsOfAccount, eventProblems, meetingBaseUrl } from './calendar-sync.store.ts';
