/** The SQL of what staff lists, the booking page and the mails read about scheduled interviews. */
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

/** What the mails, the booking page and the lists say about interviews, joined once. */
export async function interviewContexts(db: Db, interviewIds: number[]) {
  if (interviewIds.length === 0) return [];
  return db
    .selectFrom('interviews as i')
    .innerJoin('user_trackers as t', 't.ref_id', 'i.ref_id')
    .innerJoin('jobs as j', 'j.job_id', 't.job_id')
    .innerJoin('accounts as ac', 'ac.account_id', 'i.account_id')
    .innerJoin('users as u', 'u.user_id', 'i.participant_user_id')
    .leftJoin('job_step_activities as a', 'a.job_step_activity_id', 'i.job_step_activity_id')
    .select([
      'i.interview_id',
      'i.account_id',
      'i.job_step_activity_id',
      'i.duration_minutes',
      't.user_step_tracker_id',
      't.ref_id',
      't.job_id',
      'j.uuid as job_uuid',
      'j.title as job_title',
      'j.job_type_id',
      'ac.name as company_name',
      'ac.default_language',
      'u.first_name',
      'u.last_name',
      'u.email',
      'u.preferred_language',
      sql<string>`coalesce(a.title, i.title)`.as('activity_title'),
      sql<string>`coalesce(a.instructions, '')`.as('instructions'),
      'a.title_i18n',
      'a.instructions_i18n',
      'a.settings',
    ])
    .where('i.interview_id', 'in', interviewIds)
    .execute();
}

export async function interviewIdsOfParticipant(db: Db, userId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('interviews')
    .select('interview_id')
    .where('participant_user_id', '=', userId)
    .where('purpose', '=', 'interview')
    .orderBy(sql`starts_at is null`)
    .orderBy('starts_at')
    .orderBy('interview_id')
    .execute();
  return rows.map((r) => r.interview_id);
}

export async function upcomingOfInterviewer(
  db: Db,
  userId: number,
  limit: number,
): Promise<{ ids: number[]; count: number }> {
  const base = db
    .selectFrom('interview_interviewers as p')
    .innerJoin('interviews as i', 'i.interview_id', 'p.interview_id')
    .where('p.user_id', '=', userId)
    .where('i.purpose', '=', 'interview')
    .where('i.status', '=', 'scheduled')
    .where('i.starts_at', '>', new Date());
  const [rows, count] = await Promise.all([
    base.select('i.interview_id').orderBy('i.starts_at').limit(limit).execute(),
    base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { ids: rows.map((r) => r.interview_id), count: Number(count.n) };
}

export async function isOnPanel(db: Db, interviewId: number, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('interview_interviewers')
    .select('user_id')
    .where('interview_id', '=', interviewId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row !== undefined;
}
