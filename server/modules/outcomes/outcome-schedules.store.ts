/** The SQL of profiles' outcome-period schedules (contracts/outcome-questions.ts, D170). */
import { sql } from 'kysely';
import type { OutcomeSchedule } from '../../../contracts/outcome-questions.ts';
import type { Db } from '../../db/database.ts';

const day = (column: string) => sql<string>`to_char(${sql.ref(column)}, 'YYYY-MM-DD')`;

const scheduleColumns = [
  's.job_id',
  's.name',
  's.every_months',
  day('s.starts_on').as('starts_on'),
  day('s.next_on').as('next_on'),
  sql<string | null>`to_char(s.last_due_on, 'YYYY-MM-DD')`.as('last_due_on'),
  's.last_outcome_period_id',
  's.last_skipped',
  sql<string>`to_char(s.updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`.as('updated_at'),
] as const;

export async function findSchedule(db: Db, jobId: number, lock = false): Promise<OutcomeSchedule | undefined> {
  let query = db.selectFrom('outcome_schedules as s').select(scheduleColumns).where('s.job_id', '=', jobId);
  if (lock) query = query.forUpdate();
  return (await query.executeTakeFirst()) as OutcomeSchedule | undefined;
}

export async function saveSchedule(
  db: Db,
  jobId: number,
  values: { name: string; every_months: number; starts_on: string; updated_by: number },
): Promise<void> {
  const row = { ...values, next_on: values.starts_on, updated_at: new Date() };
  await db
    .insertInto('outcome_schedules')
    .values({ job_id: jobId, ...row })
    .onConflict((oc) =>
      oc.column('job_id').doUpdateSet({ ...row, last_due_on: null, last_outcome_period_id: null, last_skipped: null }),
    )
    .execute();
}

export async function deleteSchedule(db: Db, jobId: number): Promise<void> {
  await db.deleteFrom('outcome_schedules').where('job_id', '=', jobId).execute();
}

/** The live profiles whose schedule has a period due on or before `today`. */
export async function dueProfiles(db: Db, today: string) {
  return db
    .selectFrom('outcome_schedules as s')
    .innerJoin('jobs as j', 'j.job_id', 's.job_id')
    .select(['s.job_id', 'j.account_id'])
    .where('s.next_on', '<=', today)
    .where('j.deleted_at', 'is', null)
    .where('j.job_type_id', '=', 1)
    .orderBy('s.next_on')
    .orderBy('s.job_id')
    .execute();
}

export async function scheduledPeriodExists(db: Db, jobId: number, dueOn: string): Promise<boolean> {
  return (
    (await db
      .selectFrom('outcome_periods')
      .select('outcome_period_id')
      .where('job_id', '=', jobId)
      .where('scheduled_on', '=', dueOn)
      .executeTakeFirst()) !== undefined
  );
}

export async function recordRun(
  db: Db,
  jobId: number,
  values: { next_on: string; last_due_on: string; last_outcome_period_id: number | null; last_skipped: string | null },
): Promise<void> {
  await db.updateTable('outcome_schedules').set(values).where('job_id', '=', jobId).execute();
}
