/** The SQL of a person's page for staff (contracts/person.ts): limited to the companies given, or all for `null`. */
import { sql } from 'kysely';
import { isShownForHiring } from '../../../contracts/hiring-attributes.ts';
import type { PersonApplication, PersonEmployment } from '../../../contracts/person.ts';
import { JOB_TYPE } from '../../../contracts/progress.ts';
import type { Db } from '../../db/database.ts';
import { shownForHiring } from '../../db/shown-for-hiring.ts';
import { employeeColumns } from './people.store.ts';

type Accounts = readonly number[] | null;

export async function findUser(db: Db, userId: number) {
  return db
    .selectFrom('users')
    .select(['user_id', 'first_name', 'last_name', 'email'])
    .where('user_id', '=', userId)
    .where('erased_at', 'is', null)
    .executeTakeFirst();
}

/** An employee of one of the companies given, with the user behind them if any. */
export async function findEmployee(db: Db, employeeId: number, accounts: Accounts) {
  let query = db
    .selectFrom('employees')
    .select(['employee_id', 'user_id', 'first_name', 'last_name', 'email'])
    .where('employee_id', '=', employeeId);
  if (accounts) query = query.where('account_id', 'in', accounts.length ? [...accounts] : [0]);
  return query.executeTakeFirst();
}

/** A user's employments, or one employee record's. */
type Whose = { userId: number } | { employeeId: number };

export async function employments(
  db: Db,
  whose: Whose,
  accounts: Accounts,
  language: string,
): Promise<PersonEmployment[]> {
  let query = db
    .selectFrom('employees as e')
    .innerJoin('accounts as a', 'a.account_id', 'e.account_id')
    .leftJoin('jobs as p', (join) => join.onRef('p.job_id', '=', 'e.job_profile_id').on('p.deleted_at', 'is', null))
    .select([...employeeColumns, 'a.name as company_name', 'p.job_id as job_profile_id', 'p.title as profile_title'])
    .where('userId' in whose ? 'e.user_id' : 'e.employee_id', '=', 'userId' in whose ? whose.userId : whose.employeeId);
  if (accounts) query = query.where('e.account_id', 'in', accounts.length ? [...accounts] : [0]);
  const rows = await query.orderBy('e.start_date', 'desc').orderBy('e.employee_id').execute();
  return Promise.all(
    rows.map(async (row) => {
      const [scores, outcomes] = await Promise.all([
        participantScores(db, row.employee_id, language),
        participantOutcomes(db, row.employee_id),
      ]);
      return {
        ...row,
        attribute_scores: scores.map((s) => ({
          attribute_type_id: s.attribute_type_id,
          name: s.name,
          score: Number(s.score),
          measured_at: s.measured_at,
        })),
        outcome_values: outcomes.map((o) => ({
          outcome: o.outcome,
          value: Number(o.value),
          measured_at: o.measured_at,
        })),
      };
    }),
  );
}

export async function applications(
  db: Db,
  userId: number,
  accounts: Accounts,
  language: string,
): Promise<PersonApplication[]> {
  let query = db
    .selectFrom('user_trackers as t')
    .innerJoin('jobs as j', 'j.job_id', 't.job_id')
    .innerJoin('accounts as a', 'a.account_id', 't.account_id')
    .select([
      't.ref_id',
      't.user_step_tracker_id as user_smartreq_id',
      'j.job_id',
      'j.title as job_title',
      'j.job_type_id',
      'a.name as company_name',
      't.status',
      sql<string>`to_char(t.created_at at time zone 'UTC', 'YYYY-MM-DD')`.as('applied_at'),
      sql<string | null>`to_char(t.hired_at at time zone 'UTC', 'YYYY-MM-DD')`.as('hired_at'),
      't.fit_score',
    ])
    .where('t.user_id', '=', userId)
    .where('t.removed_at', 'is', null)
    .where('j.deleted_at', 'is', null);
  if (accounts) query = query.where('t.account_id', 'in', accounts.length ? [...accounts] : [0]);
  const rows = await query.orderBy('t.created_at', 'desc').execute();
  if (rows.length === 0) return [];
  const scores = await db
    .selectFrom('application_attribute_scores as s')
    .innerJoin('attribute_types as at', 'at.attribute_type_id', 's.attribute_type_id')
    .leftJoin('job_step_activities as act', 'act.job_step_activity_id', 's.job_step_activity_id')
    .leftJoin('attribute_type_texts as tx', (join) =>
      join.onRef('tx.attribute_type_id', '=', 's.attribute_type_id').on('tx.language', '=', language),
    )
    .leftJoin('attribute_type_texts as en', (join) =>
      join.onRef('en.attribute_type_id', '=', 's.attribute_type_id').on('en.language', '=', 'en'),
    )
    .select([
      's.ref_id',
      's.attribute_type_id',
      's.score',
      'act.title as activity',
      'at.category',
      'at.code',
      sql<string>`coalesce(tx.name, en.name, '')`.as('name'),
    ])
    .where(
      's.ref_id',
      'in',
      rows.map((r) => r.ref_id),
    )
    .orderBy('act.sort_order')
    .orderBy('name')
    .execute();
  return rows.map((row) => ({
    ...row,
    fit_score: row.fit_score === null ? null : Number(row.fit_score),
    // Scales kept out of hiring are not shown for a hiring application (D198, D263); a pathway's are.
    scores: scores
      .filter((s) => s.ref_id === row.ref_id && (row.job_type_id === JOB_TYPE.pathway || isShownForHiring(s)))
      .map((s) => ({
        attribute_type_id: s.attribute_type_id,
        name: s.name,
        score: Number(s.score),
        activity: s.activity ?? null,
      })),
  }));
}

/**
 * A participant's scores, on the profile and on a person's employments: a job profile is what a
 * requisition hires for, so scales kept out of hiring are left out (D266).
 */
export async function participantScores(db: Db, employeeId: number, language: string) {
  return db
    .selectFrom('employee_attribute_scores as s')
    .innerJoin('attribute_types as at', 'at.attribute_type_id', 's.attribute_type_id')
    .leftJoin('attribute_type_texts as t', (join) =>
      join.onRef('t.attribute_type_id', '=', 's.attribute_type_id').on('t.language', '=', language),
    )
    .leftJoin('attribute_type_texts as en', (join) =>
      join.onRef('en.attribute_type_id', '=', 's.attribute_type_id').on('en.language', '=', 'en'),
    )
    .select([
      's.attribute_type_id',
      's.score',
      sql<string>`to_char(s.measured_at, 'YYYY-MM-DD')`.as('measured_at'),
      sql<string>`coalesce(t.name, en.name, '')`.as('name'),
    ])
    .where('s.employee_id', '=', employeeId)
    .where(shownForHiring('at'))
    .orderBy('name')
    .execute();
}

export async function participantOutcomes(db: Db, employeeId: number) {
  return db
    .selectFrom('employee_outcome_values')
    .select(['outcome', 'value', sql<string>`to_char(measured_at, 'YYYY-MM-DD')`.as('measured_at')])
    .where('employee_id', '=', employeeId)
    .orderBy('outcome')
    .orderBy('measured_at')
    .execute();
}
