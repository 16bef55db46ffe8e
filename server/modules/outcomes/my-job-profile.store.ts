/** The SQL of an employee's own job-profile page (contracts/my-job-profile.ts, D150). */
import { sql } from 'kysely';
import { OUTCOME_LINK_DAYS } from '../../../contracts/outcome-questions.ts';
import type { Db } from '../../db/database.ts';

const iso = (column: string) =>
  sql<string>`to_char(${sql.ref(column)} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;

/** The user's employments still running that are participants of a live job profile. */
export async function myRoles(db: Db, userId: number) {
  return db
    .selectFrom('employees as e')
    .innerJoin('jobs as j', 'j.job_id', 'e.job_profile_id')
    .innerJoin('accounts as a', 'a.account_id', 'e.account_id')
    .select([
      'e.employee_id',
      'e.account_id',
      'e.job_profile_id as job_id',
      'a.name as company_name',
      'e.job_title',
      'j.title as profile_title',
      sql<string | null>`to_char(e.start_date, 'YYYY-MM-DD')`.as('start_date'),
    ])
    .where('e.user_id', '=', userId)
    .where('e.end_date', 'is', null)
    .where('j.deleted_at', 'is', null)
    .where('j.job_type_id', '=', 1)
    .orderBy('e.start_date', 'desc')
    .orderBy('e.employee_id')
    .execute();
}

/**
 * The profile's plan activities in order, each with when the user completed the same kind of
 * activity (the same assessment, when it has one) on any application of theirs.
 */
export async function planActivities(db: Db, jobId: number, userId: number) {
  return db
    .selectFrom('job_step_activities as a')
    .innerJoin('job_steps as s', 's.job_step_id', 'a.job_step_id')
    .select([
      'a.job_step_activity_id',
      's.name as step_name',
      'a.title',
      'a.activity_type',
      sql<string | null>`(
        select to_char(max(usa.completed_at) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')
        from user_step_activities usa
        join user_trackers ap on ap.ref_id = usa.ref_id
        join job_step_activities other on other.job_step_activity_id = usa.job_step_activity_id
        where ap.user_id = ${userId} and usa.is_completed
          and other.activity_type = a.activity_type
          and other.asmt_id is not distinct from a.asmt_id
          and other.skills_test_id is not distinct from a.skills_test_id
      )`.as('completed_at'),
    ])
    .where('s.job_id', '=', jobId)
    .orderBy('s.sort_order')
    .orderBy('s.job_step_id')
    .orderBy('a.sort_order')
    .orderBy('a.job_step_activity_id')
    .execute();
}

/** The profile's newest period still open to answers (opened at most OUTCOME_LINK_DAYS days ago). */
export async function currentPeriod(db: Db, jobId: number) {
  return db
    .selectFrom('outcome_periods as p')
    .select([
      'p.outcome_period_id',
      'p.name',
      sql<string>`to_char(p.measured_on, 'YYYY-MM-DD')`.as('measured_on'),
      sql<string>`to_char((p.created_at + make_interval(days => ${OUTCOME_LINK_DAYS})) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`.as(
        'open_until',
      ),
    ])
    .where('p.job_id', '=', jobId)
    .where(sql<boolean>`p.created_at > now() - make_interval(days => ${OUTCOME_LINK_DAYS})`)
    .orderBy('p.created_at', 'desc')
    .orderBy('p.outcome_period_id', 'desc')
    .executeTakeFirst();
}

export async function myAnswers(db: Db, periodId: number, employeeId: number) {
  return db
    .selectFrom('satisfaction_answers as s')
    .select(['s.outcome_question_id', 's.value', iso('s.answered_at').as('answered_at')])
    .where('s.outcome_period_id', '=', periodId)
    .where('s.employee_id', '=', employeeId)
    .execute();
}

/** Replaces the employee's answers for the period and records their mean as their satisfaction on the period's day. */
export async function saveMyAnswers(
  db: Db,
  periodId: number,
  employeeId: number,
  measuredOn: string,
  answers: { outcome_question_id: number; value: number }[],
): Promise<void> {
  await db
    .deleteFrom('satisfaction_answers')
    .where('outcome_period_id', '=', periodId)
    .where('employee_id', '=', employeeId)
    .execute();
  await db
    .insertInto('satisfaction_answers')
    .values(
      answers.map((a) => ({
        outcome_period_id: periodId,
        employee_id: employeeId,
        outcome_question_id: a.outcome_question_id,
        value: a.value,
      })),
    )
    .execute();
  const mean = Math.round((answers.reduce((sum, a) => sum + a.value, 0) / answers.length) * 100) / 100;
  await db
    .insertInto('employee_outcome_values')
    .values({ employee_id: employeeId, outcome: 'satisfaction', value: mean, measured_at: measuredOn })
    .onConflict((oc) => oc.columns(['employee_id', 'outcome', 'measured_at']).doUpdateSet({ value: mean }))
    .execute();
}
