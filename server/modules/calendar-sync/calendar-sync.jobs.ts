/**
 * Writing interviews into interviewers' calendars, in the job queue (retries with backoff,
 * server/jobs/queue.ts). Every change to an interview's time or panel enqueues one run for it; the
 * run reads the interview as it stands then and makes each connected calendar agree: a scheduled
 * interview's event is written whole at a stable address (so a move replaces it), one no longer
 * scheduled, or whose interviewer left the panel, is deleted. The work repeats safely, so a run
 * that failed for one calendar is simply run again; until then the failure is kept on the
 * interview's row for that interviewer, which the interview and settings show.
 */
import type { Db } from '../../db/database.ts';
import { enqueue, type JobHandler } from '../../jobs/queue.ts';
import {
  CalendarError,
  deleteEvent,
  listCalendars,
  putEvent,
  type CalendarCredentials,
} from '../../integrations/calendar/caldav.ts';
import { interviewCalendar, type CalendarInterview } from '../interview-scheduling/interview-mail.ts';
import * as scheduling from '../interview-scheduling/interview-scheduling.store.ts';
import * as views from '../interview-scheduling/interview-views.store.ts';
import { credentialsOf } from './calendar-connection.service.ts';
import * as store from './calendar-sync.store.ts';

export const CALENDAR_SYNC_JOB = 'calendar-sync';

const HELD = ['scheduled', 'in_progress', 'completed'];

/** Asks for a sync of the interview's calendars once the caller's transaction commits. */
export async function requestCalendarSync(db: Db, interviewId: number): Promise<void> {
  await enqueue(db, CALENDAR_SYNC_JOB, { interview_id: interviewId });
}

async function calendarInterview(db: Db, interview: scheduling.InterviewRow): Promise<CalendarInterview | undefined> {
  if (!interview.starts_at || !interview.ends_at) return undefined;
  const [ctx] = await views.interviewContexts(db, [interview.interview_id]);
  if (!ctx) return undefined;
  const panel = await scheduling.panelOf(db, [interview.interview_id]);
  const changes = await db
    .selectFrom('interview_schedule_events')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('interview_id', '=', interview.interview_id)
    .where('kind', 'in', ['booked', 'rescheduled', 'scheduled', 'cancelled', 'declined'])
    .executeTakeFirstOrThrow();
  return {
    interviewUuid: interview.interview_uuid,
    accountId: interview.account_id,
    title: ctx.activity_title,
    companyName: ctx.company_name,
    jobTitle: ctx.job_title,
    startsAt: new Date(interview.starts_at),
    endsAt: new Date(interview.ends_at),
    timeZone: interview.time_zone ?? 'UTC',
    location: interview.location,
    meetingUrl: interview.meeting_url,
    instructions: ctx.instructions,
    // The same SEQUENCE as the mail of the same change.
    sequence: Math.max(0, Number(changes.n) - 1),
    applicant: { ...ctx, detailsLink: '' },
    panel: panel.map((p) => ({ ...p, time_zone: 'UTC' })),
    panelLink: '',
  };
}

async function calendarUrlOf(db: Db, row: store.ConnectionRow, credentials: CalendarCredentials): Promise<string> {
  const slash = (url: string) => (url.endsWith('/') ? url : `${url}/`);
  if (row.calendar_url) return slash(row.calendar_url);
  const [first] = await listCalendars(credentials);
  await store.recordCheck(db, row.user_id, { ok: true, calendarUrl: first!.url });
  return slash(first!.url);
}

/** Makes every connected calendar of the interview's panel (and of anyone who left it) agree with it. */
export async function syncInterviewCalendars(db: Db, interviewId: number): Promise<string[]> {
  const interview = await scheduling.interviewById(db, interviewId);
  if (!interview) return [];
  const panel = (await scheduling.panelOf(db, [interviewId])).map((p) => p.user_id);
  const events = await store.eventsOfInterview(db, interviewId);
  const people = [...new Set([...panel, ...events.map((e) => e.user_id)])];
  const connections = new Map((await store.connectionsOf(db, people)).map((c) => [c.user_id, c]));
  const held = HELD.includes(interview.status) ? await calendarInterview(db, interview) : undefined;
  const ics = held ? interviewCalendar(held, 'invitation', 'stored') : undefined;
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
        const url =
          event?.event_url || `${await calendarUrlOf(db, connection, credentials)}${interview.interview_uuid}.ics`;
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

export const calendarSyncHandler: JobHandler = async (db, job) => {
  const { interview_id } = job.payload as { interview_id: number };
  const failures = await syncInterviewCalendars(db, interview_id);
  // Thrown, the queue runs it again later (backoff) and keeps the reason on the job.
  if (failures.length) throw new Error(`calendar sync failed: ${failures.join('; ')}`);
};
