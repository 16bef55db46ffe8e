/**
 * Writing one interview into the connected calendars of its panel and of anyone who left it
 * (interview-scheduling's calendar-sync job, interview-calendars.jobs.ts, reads the interview and
 * calls this): a scheduled interview's event is written whole at a stable address (so a move
 * replaces it), one no longer scheduled, or whose interviewer left the panel, is deleted. The work
 * repeats safely, so a run that failed for one calendar is simply run again; until then the failure
 * is kept on the interview's row for that interviewer, which the interview and settings show.
 */
import type { Db } from '../../db/database.ts';
import {
  CalendarError,
  deleteEvent,
  listCalendars,
  putEvent,
  type CalendarCredentials,
} from '../../integrations/calendar/caldav.ts';
import { credentialsOf } from './calendar-connection.service.ts';
import * as store from './calendar-sync.store.ts';

/** The interview as the calendars should hold it: its panel and, while it is held, its stored .ics. */
export interface InterviewCalendarEvent {
  interviewId: number;
  interviewUuid: string;
  /** The interviewers on its panel now (user ids). */
  panel: number[];
  /** The event's .ics (a calendar's stored copy), or undefined when the interview is not held. */
  ics: string | undefined;
}

async function calendarUrlOf(db: Db, row: store.ConnectionRow, credentials: CalendarCredentials): Promise<string> {
  const slash = (url: string) => (url.endsWith('/') ? url : `${url}/`);
  if (row.calendar_url) return slash(row.calendar_url);
  const [first] = await listCalendars(credentials);
  await store.recordCheck(db, row.user_id, { ok: true, calendarUrl: first!.url });
  return slash(first!.url);
}

/** Makes every connected calendar of the interview's panel (and of anyone who left it) agree with it. */
export async function writeCalendarEvents(
  db: Db,
  { interviewId, interviewUuid, panel, ics }: InterviewCalendarEvent,
): Promise<string[]> {
  const events = await store.eventsOfInterview(db, interviewId);
  const people = [...new Set([...panel, ...events.map((e) => e.user_id)])];
  const connections = new Map((await store.connectionsOf(db, people)).map((c) => [c.user_id, c]));
  const failures: string[] = [];
  for (const userId of people) {
    const connection = connections.get(userId);
    const event = events.find((e) => e.user_id === userId);
    if (!connection) {
      if (event) await store.deleteEventRow(db, interviewId, userId);
      continue;
    }
    const credentials = credentialsOf(connection);
    try {
      if (ics && panel.includes(userId)) {
        const url = event?.event_url || `${await calendarUrlOf(db, connection, credentials)}${interviewUuid}.ics`;
        await putEvent(credentials, url, ics);
        await store.saveEvent(db, interviewId, userId, { event_url: url, state: 'synced', last_error: '' });
      } else if (event) {
        if (event.event_url) await deleteEvent(credentials, event.event_url);
        await store.deleteEventRow(db, interviewId, userId);
      }
      if (connection.status !== 'connected') await store.recordCheck(db, userId, { ok: true });
    } catch (error) {
      if (!(error instanceof CalendarError)) throw error;
      failures.push(error.message);
      await store.saveEvent(db, interviewId, userId, {
        ...(event ? {} : { event_url: '' }),
        state: 'failing',
        last_error: error.message.slice(0, 1000),
      });
      await store.recordCheck(db, userId, { ok: false, reason: error.message });
    }
  }
  return failures;
}
