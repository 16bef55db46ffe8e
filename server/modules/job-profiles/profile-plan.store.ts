/** The SQL of when a profile's measurement plan is given and who was given it (contracts/job-profiles.ts, D174). */
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

export async function findTiming(db: Db, jobId: number): Promise<number | undefined> {
  return (
    await db
      .selectFrom('job_profile_plan_timing')
      .select('days_after_start')
      .where('job_id', '=', jobId)
      .executeTakeFirst()
  )?.days_after_start;
}

export async function saveTiming(db: Db, jobId: number, daysAfterStart: number, userId: number): Promise<void> {
  const row = { days_after_start: daysAfterStart, updated_by: userId, updated_at: new Date() };
  await db
    .insertInto('job_profile_plan_timing')
    .values({ job_id: jobId, ...row })
    .onConflict((oc) => oc.column('job_id').doUpdateSet(row))
    .execute();
}

export async function deleteTiming(db: Db, jobId: number): Promise<void> {
  await db.deleteFrom('job_profile_plan_timing').where('job_id', '=', jobId).execute();
}

export async function enrolledCount(db: Db, jobId: number): Promise<number> {
  const row = await db
    .selectFrom('job_profile_enrolments')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('job_id', '=', jobId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * The participants due their profile's plan on `today` and not given it yet: still employed, with
 * an account, started at least the profile's days ago, on a live profile of a company not
 * suspended whose plan has an activity.
 */
export async function dueParticipants(db: Db, today: string) {
  return db
    .selectFrom('job_profile_plan_timing as t')
    .innerJoin('jobs as j', 'j.job_id', 't.job_id')
    .innerJoin('accounts as a', 'a.account_id', 'j.account_id')
    .innerJoin('employees as e', 'e.job_profile_id', 't.job_id')
    .select(['t.job_id', 'e.employee_id'])
    .where('j.job_type_id', '=', 1)
    .where('j.deleted_at', 'is', null)
    .where('a.suspended_at', 'is', null)
    .where('e.end_date', 'is', null)
    .where('e.user_id', 'is not', null)
    .where(sql<boolean>`e.start_date + t.days_after_start <= ${today}::date`)
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('job_steps as s')
          .innerJoin('job_step_activities as sa', 'sa.job_step_id', 's.job_step_id')
          .select('sa.job_step_activity_id')
          .whereRef('s.job_id', '=', 't.job_id'),
      ),
    )
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('job_profile_enrolments as x')
            .select('x.employee_id')
            .whereRef('x.job_id', '=', 't.job_id')
            .whereRef('x.employee_id', '=', 'e.employee_id'),
        ),
      ),
    )
    .orderBy('t.job_id')
    .orderBy('e.employee_id')
    .execute();
}

/** Locks the employee for their enrolment and reads them again: undefined unless still a participant of the profile, employed, with an account. */
export async function lockParticipantToEnrol(db: Db, jobId: number, employeeId: number) {
  return db
    .selectFrom('employees as e')
    .innerJoin('users as u', 'u.user_id', 'e.user_id')
    .innerJoin('jobs as j', 'j.job_id', 'e.job_profile_id')
    .innerJoin('accounts as a', 'a.account_id', 'j.account_id')
    .select([
      'e.user_id',
      'e.first_name',
      'e.email',
      'u.email as account_email',
      'u.preferred_language',
      'j.title as profile_name',
      'a.account_id',
      'a.name as company_name',
      'a.default_language',
    ])
    .where('e.employee_id', '=', employeeId)
    .where('e.job_profile_id', '=', jobId)
    .where('e.end_date', 'is', null)
    .forUpdate('e')
    .executeTakeFirst();
}

/** Asked after the employee's lock, in a statement of its own, so it sees an enrolment another run committed meanwhile. */
export async function isEnrolled(db: Db, jobId: number, employeeId: number): Promise<boolean> {
  return (
    (await db
      .selectFrom('job_profile_enrolments')
      .select('ref_id')
      .where('job_id', '=', jobId)
      .where('employee_id', '=', employeeId)
      .executeTakeFirst()) !== undefined
  );
}

export async function insertEnrolment(
  db: Db,
  values: { job_id: number; employee_id: number; ref_id: string },
): Promise<void> {
  await db.insertInto('job_profile_enrolments').values(values).execute();
}
