/**
 * Writing interviews into interviewers' calendars, in the job queue (retries with backoff,
 * server/jobs/queue.ts). Every change to an interview's time or panel enqueues one run for it; the
 * run reads the interview as it stands then and has calendar-sync make each connected calendar
 * agree (calendar-events.ts: written whole while scheduled, deleted once not, or for an interviewer
 * who left the panel). The work repeats safely, so a run that failed for one calendar is simply run
 * again. The job lives here, beside the interviews it reads, so that calendar-sync (connections,
 * busy times, events) imports nothing of interview-scheduling.
 */
import type { Db } from '../../db/database.ts';
import { enqueue, type JobHandler } from '../../jobs/queue.ts';
import { writeCalendarEvents } from '../calendar-sync/index.ts';
import { interviewCalendar, type CalendarInterview } from './interview-mail.ts';
import * as scheduling from './interview-scheduling.store.ts';
import * as views from './interview-views.store.ts';

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

/** Makes every connected calendar of the interview's panel (and of anyone who left it) agree with it. */
export async function syncInterviewCalendars(db: Db, interviewId: number): Promise<string[]> {
  const interview = await scheduling.interviewById(db, interviewId);
  if (!interview) return [];
  const panel = (await scheduling.panelOf(db, [interviewId])).map((p) => p.user_id);
  const held = HELD.includes(interview.status) ? await calendarInterview(db, interview) : undefined;
  const ics = held ? interviewCalendar(held, 'invitation', 'stored') : undefined;
  return writeCalendarEvents(db, { interviewId, interviewUuid: interview.interview_uuid, panel, ics });
}

export const calendarSyncHandler: JobHandler = async (db, job) => {
  const { interview_id } = job.payload as { interview_id: number };
  const failures = await syncInterviewCalendars(db, interview_id);
  // Thrown, the queue runs it again later (backoff) and keeps the reason on the job.
  if (failures.length) throw new Error(`calendar sync failed: ${failures.join('; ')}`);
};
