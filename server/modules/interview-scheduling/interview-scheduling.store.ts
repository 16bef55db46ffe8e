/** The SQL of interview scheduling: availability, profiles, interviews, their panels and schedule events (booking links: booking-links.store.ts; what lists and mails read: interview-views.store.ts). */
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { InterviewScheduleEventKind, InterviewStatus } from '../../db/schema.ts';
import type { JobEventKind } from '../../../contracts/job-events.ts';
import { recordJobEvent } from '../../db/job-events.store.ts';

export const LIVE_STATUSES: InterviewStatus[] = ['unscheduled', 'requested', 'scheduled', 'in_progress'];

export interface AvailabilityRows {
  time_zone: string;
  meeting_url: string;
  weekly: { weekday: number; start_minute: number; end_minute: number }[];
  exceptions: { on_date: string; start_minute: number | null; end_minute: number | null }[];
}

const dateText = (value: string | Date): string =>
  typeof value === 'string' ? value.slice(0, 10) : value.toISOString().slice(0, 10);

/** Availability of several users at once (a panel). Users without a profile get UTC and no hours. */
export async function availabilityOf(db: Db, userIds: number[]): Promise<Map<number, AvailabilityRows>> {
  const out = new Map<number, AvailabilityRows>(
    userIds.map((id) => [id, { time_zone: 'UTC', meeting_url: '', weekly: [], exceptions: [] }]),
  );
  if (userIds.length === 0) return out;
  const [profiles, weekly, exceptions] = await Promise.all([
    db
      .selectFrom('interviewer_profiles')
      .select(['user_id', 'time_zone', 'meeting_url'])
      .where('user_id', 'in', userIds)
      .execute(),
    db
      .selectFrom('interviewer_weekly_hours')
      .selectAll()
      .where('user_id', 'in', userIds)
      .orderBy('weekday')
      .orderBy('start_minute')
      .execute(),
    db
      .selectFrom('interviewer_exceptions')
      .select(['user_id', sql<string>`to_char(on_date, 'YYYY-MM-DD')`.as('on_date'), 'start_minute', 'end_minute'])
      .where('user_id', 'in', userIds)
      .orderBy('on_date')
      .orderBy('start_minute')
      .execute(),
  ]);
  for (const p of profiles) Object.assign(out.get(p.user_id)!, { time_zone: p.time_zone, meeting_url: p.meeting_url });
  for (const w of weekly) out.get(w.user_id)!.weekly.push(w);
  for (const e of exceptions) out.get(e.user_id)!.exceptions.push({ ...e, on_date: dateText(e.on_date) });
  return out;
}

export async function ensureProfiles(db: Db, userIds: number[]): Promise<void> {
  if (userIds.length === 0) return;
  await db
    .insertInto('interviewer_profiles')
    .values(userIds.map((user_id) => ({ user_id, updated_at: new Date() })))
    .onConflict((oc) => oc.column('user_id').doNothing())
    .execute();
}

/**
 * Locks the panel's profile rows in user_id order: two bookings that share an interviewer run one
 * after the other from here to their commit, so the overlap check below cannot race.
 */
export async function lockPanel(db: Db, userIds: number[]): Promise<void> {
  if (userIds.length === 0) return;
  await ensureProfiles(db, userIds);
  await db
    .selectFrom('interviewer_profiles')
    .select('user_id')
    .where('user_id', 'in', userIds)
    .orderBy('user_id')
    .forUpdate()
    .execute();
}

export async function replaceAvailability(
  db: Db,
  userId: number,
  values: {
    time_zone: string;
    weekly: { weekday: number; start: number; end: number }[];
    exceptions: { date: string; start: number | null; end: number | null }[];
  },
): Promise<void> {
  await db
    .insertInto('interviewer_profiles')
    .values({ user_id: userId, time_zone: values.time_zone, updated_at: new Date() })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ time_zone: values.time_zone, updated_at: new Date() }))
    .execute();
  await db.deleteFrom('interviewer_weekly_hours').where('user_id', '=', userId).execute();
  await db.deleteFrom('interviewer_exceptions').where('user_id', '=', userId).execute();
  if (values.weekly.length)
    await db
      .insertInto('interviewer_weekly_hours')
      .values(
        values.weekly.map((w) => ({ user_id: userId, weekday: w.weekday, start_minute: w.start, end_minute: w.end })),
      )
      .execute();
  if (values.exceptions.length)
    await db
      .insertInto('interviewer_exceptions')
      .values(
        values.exceptions.map((e) => ({ user_id: userId, on_date: e.date, start_minute: e.start, end_minute: e.end })),
      )
      .execute();
}

export async function saveProfile(
  db: Db,
  userId: number,
  values: { first_name: string; last_name: string; time_zone: string; meeting_url: string },
): Promise<void> {
  await db
    .updateTable('users')
    .set({ first_name: values.first_name, last_name: values.last_name })
    .where('user_id', '=', userId)
    .execute();
  await db
    .insertInto('interviewer_profiles')
    .values({ user_id: userId, time_zone: values.time_zone, meeting_url: values.meeting_url, updated_at: new Date() })
    .onConflict((oc) =>
      oc
        .column('user_id')
        .doUpdateSet({ time_zone: values.time_zone, meeting_url: values.meeting_url, updated_at: new Date() }),
    )
    .execute();
}

export async function userBasics(db: Db, userIds: number[]) {
  if (userIds.length === 0) return [];
  return db
    .selectFrom('users')
    .select(['user_id', 'first_name', 'last_name', 'email', 'preferred_language'])
    .where('user_id', 'in', userIds)
    .orderBy('user_id')
    .execute();
}

/** Which of the users have a role in the company. */
export async function staffOfAccount(db: Db, accountId: number, userIds: number[]): Promise<Set<number>> {
  if (userIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('user_roles as ur')
    .innerJoin('roles as r', 'r.role_id', 'ur.role_id')
    .select('ur.user_id')
    .distinct()
    .where('r.account_id', '=', accountId)
    .where('ur.user_id', 'in', userIds)
    .execute();
  return new Set(rows.map((r) => r.user_id));
}

export interface InterviewActivity {
  job_step_activity_id: number;
  title: string;
  instructions: string;
  settings: unknown;
  job_id: number;
}

export async function interviewActivitiesOfJob(
  db: Db,
  jobId: number,
  jobStepActivityId?: number,
): Promise<InterviewActivity[]> {
  let query = db
    .selectFrom('job_step_activities as a')
    .innerJoin('job_steps as s', 's.job_step_id', 'a.job_step_id')
    .select(['a.job_step_activity_id', 'a.title', 'a.instructions', 'a.settings', 's.job_id'])
    .where('s.job_id', '=', jobId)
    .where('a.activity_type', '=', 'interview')
    .orderBy('s.sort_order')
    .orderBy('a.sort_order');
  if (jobStepActivityId !== undefined) query = query.where('a.job_step_activity_id', '=', jobStepActivityId);
  return query.execute();
}

export async function defaultPanel(db: Db, jobStepActivityIds: number[]) {
  if (jobStepActivityIds.length === 0) return [];
  return db
    .selectFrom('job_step_activity_interviewers as i')
    .innerJoin('users as u', 'u.user_id', 'i.user_id')
    .select(['i.job_step_activity_id', 'u.user_id', 'u.first_name', 'u.last_name'])
    .where('i.job_step_activity_id', 'in', jobStepActivityIds)
    .orderBy('u.user_id')
    .execute();
}

export interface InterviewRow {
  interview_id: number;
  interview_uuid: string;
  account_id: number;
  status: InterviewStatus;
  job_step_activity_id: number | null;
  ref_id: string | null;
  participant_user_id: number;
  starts_at: Date | null;
  ends_at: Date | null;
  time_zone: string | null;
  location: string;
  meeting_url: string;
  /** The starts staff proposed for a link (D233); null: any common free time. */
  proposed_times: string[] | null;
}

const interviewColumns = [
  'interview_id',
  'interview_uuid',
  'account_id',
  'status',
  'job_step_activity_id',
  'ref_id',
  'participant_user_id',
  'starts_at',
  'ends_at',
  'time_zone',
  'location',
  'meeting_url',
  'proposed_times',
] as const;

export async function liveInterview(
  db: Db,
  refId: string,
  jobStepActivityId: number,
  lock = false,
): Promise<InterviewRow | undefined> {
  let query = db
    .selectFrom('interviews')
    .select(interviewColumns)
    .where('ref_id', '=', refId)
    .where('job_step_activity_id', '=', jobStepActivityId)
    .where('status', 'in', LIVE_STATUSES);
  if (lock) query = query.forUpdate();
  return query.executeTakeFirst();
}

export async function interviewById(db: Db, interviewId: number, lock = false): Promise<InterviewRow | undefined> {
  let query = db.selectFrom('interviews').select(interviewColumns).where('interview_id', '=', interviewId);
  if (lock) query = query.forUpdate();
  return query.executeTakeFirst();
}

export async function interviewByUuid(db: Db, uuid: string): Promise<InterviewRow | undefined> {
  return db.selectFrom('interviews').select(interviewColumns).where('interview_uuid', '=', uuid).executeTakeFirst();
}

export async function insertInterview(
  db: Db,
  values: {
    account_id: number;
    job_step_activity_id: number;
    ref_id: string;
    participant_user_id: number;
    interview_kit_id: number | null;
    created_by: number;
  },
): Promise<number> {
  const row = await db
    .insertInto('interviews')
    .values({ ...values, purpose: 'interview', status: 'unscheduled', updated_at: new Date() })
    .returning('interview_id')
    .executeTakeFirstOrThrow();
  return row.interview_id;
}

export async function updateInterview(
  db: Db,
  interviewId: number,
  values: Partial<Pick<InterviewRow, 'status' | 'starts_at' | 'ends_at' | 'time_zone' | 'location' | 'meeting_url'>>,
): Promise<void> {
  await db
    .updateTable('interviews')
    .set({ ...values, updated_at: new Date() })
    .where('interview_id', '=', interviewId)
    .execute();
}

export async function panelOf(db: Db, interviewIds: number[]) {
  if (interviewIds.length === 0) return [];
  return db
    .selectFrom('interview_interviewers as i')
    .innerJoin('users as u', 'u.user_id', 'i.user_id')
    .select(['i.interview_id', 'u.user_id', 'u.first_name', 'u.last_name', 'u.email', 'u.preferred_language'])
    .where('i.interview_id', 'in', interviewIds)
    .orderBy('u.user_id')
    .execute();
}

export async function replacePanel(db: Db, interviewId: number, userIds: number[]): Promise<void> {
  await db.deleteFrom('interview_interviewers').where('interview_id', '=', interviewId).execute();
  if (userIds.length)
    await db
      .insertInto('interview_interviewers')
      .values(userIds.map((user_id) => ({ interview_id: interviewId, user_id })))
      .execute();
}

/**
 * Interviews of these users that overlap the span (other than `exceptInterviewId`). One evaluated
 * before its time (completed early at the kiosk) keeps its slot until its end: the people are
 * still in the room. Only a cancelled or declined interview frees its time.
 */
export async function busyOf(db: Db, userIds: number[], from: Date, to: Date, exceptInterviewId?: number) {
  if (userIds.length === 0) return [];
  let query = db
    .selectFrom('interview_interviewers as p')
    .innerJoin('interviews as i', 'i.interview_id', 'p.interview_id')
    .select(['p.user_id', 'i.starts_at', 'i.ends_at'])
    .where('p.user_id', 'in', userIds)
    .where('i.status', 'in', ['scheduled', 'in_progress', 'completed'])
    .where('i.starts_at', '<', to)
    .where('i.ends_at', '>', from);
  if (exceptInterviewId !== undefined) query = query.where('i.interview_id', '!=', exceptInterviewId);
  return (await query.execute()).flatMap((r) =>
    r.starts_at && r.ends_at
      ? [{ userId: r.user_id, start: new Date(r.starts_at).getTime(), end: new Date(r.ends_at).getTime() }]
      : [],
  );
}

/** The schedule events an application's history shows, as its own kinds (contracts/job-events.ts). */
const JOB_EVENT_OF: Record<InterviewScheduleEventKind, JobEventKind> = {
  requested: 'interview_requested',
  booked: 'interview_booked',
  scheduled: 'interview_scheduled',
  rescheduled: 'interview_rescheduled',
  cancelled: 'interview_cancelled',
  declined: 'interview_declined',
};

/** Records a schedule change and, for an applicant's interview, the same step in the application's history; answers the interview's count of calendar changes. */
export async function addEvent(
  db: Db,
  values: {
    interview_id: number;
    kind: InterviewScheduleEventKind;
    starts_at: Date | null;
    actor_user_id: number | null;
    by_candidate?: boolean;
  },
): Promise<number> {
  await db.insertInto('interview_schedule_events').values(values).execute();
  const where = await db
    .selectFrom('interviews as i')
    .innerJoin('user_trackers as t', 't.ref_id', 'i.ref_id')
    .leftJoin('job_step_activities as a', 'a.job_step_activity_id', 'i.job_step_activity_id')
    .select(['t.job_id', 'i.ref_id', 'i.interview_uuid', sql<string>`coalesce(a.title, i.title)`.as('title')])
    .where('i.interview_id', '=', values.interview_id)
    .executeTakeFirst();
  if (where?.ref_id) {
    const details: Record<string, unknown> = { interview_uuid: where.interview_uuid, activity_title: where.title };
    if (values.starts_at) details.starts_at = new Date(values.starts_at).toISOString();
    if (values.by_candidate) details.by_candidate = true;
    await recordJobEvent(db, {
      job_id: where.job_id,
      ref_id: where.ref_id,
      actor_user_id: values.actor_user_id,
      kind: JOB_EVENT_OF[values.kind],
      details,
    });
  }
  const row = await db
    .selectFrom('interview_schedule_events')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('interview_id', '=', values.interview_id)
    .where('kind', 'in', ['booked', 'rescheduled', 'scheduled', 'cancelled', 'declined'])
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
