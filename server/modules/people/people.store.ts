/** The SQL of a company's employees (contracts/people.ts). */
import { sql, type Expression, type RawBuilder, type SqlBool } from 'kysely';
import type { Employee, EmployeeListFilters, EmployeeOrdering, SeparationType } from '../../../contracts/people.ts';
import type { Db } from '../../db/database.ts';
import { escapeLike } from '../../db/escape-like.ts';
import { shownForHiring } from '../../db/shown-for-hiring.ts';

/** The application an employee `e` was hired from, as a uuid (the column is text; a malformed value links to nothing). */
export const hiredFrom = sql`(case when e.hired_from_ref_id ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then e.hired_from_ref_id::uuid end)`;

/** An employee as the contract has it (contracts/people.ts, EmployeeSchema); job profiles list participants with it too. */
export const employeeColumns = [
  'e.employee_id',
  'e.first_name',
  'e.last_name',
  'e.email',
  'e.job_title',
  'e.location',
  sql<string>`to_char(e.start_date, 'YYYY-MM-DD')`.as('start_date'),
  sql<string | null>`to_char(e.end_date, 'YYYY-MM-DD')`.as('end_date'),
  'e.separation_type',
  'e.separation_reason',
  'e.supervisor_email',
  'e.user_id',
  'e.hired_from_ref_id',
] as const;

const ORDER: Record<EmployeeOrdering, [string, 'asc' | 'desc']> = {
  last_name: ['e.last_name', 'asc'],
  '-last_name': ['e.last_name', 'desc'],
  start_date: ['e.start_date', 'asc'],
  '-start_date': ['e.start_date', 'desc'],
  job_title: ['e.job_title', 'asc'],
  '-job_title': ['e.job_title', 'desc'],
};

function filtered(db: Db, accountId: number, filters: EmployeeListFilters) {
  let query = db.selectFrom('employees as e').where('e.account_id', '=', accountId);
  if (filters.status === 'current') query = query.where('e.end_date', 'is', null);
  if (filters.status === 'former') query = query.where('e.end_date', 'is not', null);
  if (filters.job_title) query = query.where('e.job_title', '=', filters.job_title);
  if (filters.location) query = query.where('e.location', '=', filters.location);
  for (const word of (filters.search ?? '').split(/\s+/).filter(Boolean)) {
    const start = `${escapeLike(word)}%`;
    query = query.where(
      (eb) =>
        eb.or([
          eb('e.first_name', 'ilike', start),
          eb('e.last_name', 'ilike', start),
          eb('e.email', 'ilike', start),
        ]) as Expression<SqlBool>,
    );
  }
  return query;
}

export async function listPage(
  db: Db,
  accountId: number,
  filters: EmployeeListFilters,
  page: number,
  pageSize: number,
): Promise<{ rows: Employee[]; count: number }> {
  const [field, direction] = ORDER[filters.ordering ?? 'last_name'];
  const [rows, count] = await Promise.all([
    filtered(db, accountId, filters)
      .select(employeeColumns)
      .orderBy(sql.ref(field), direction)
      .orderBy('e.last_name')
      .orderBy('e.first_name')
      .orderBy('e.employee_id')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
    filtered(db, accountId, filters)
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows: rows as Employee[], count: Number(count.n) };
}

export async function filterOptions(db: Db, accountId: number): Promise<{ job_titles: string[]; locations: string[] }> {
  const [titles, locations] = await Promise.all([
    db
      .selectFrom('employees')
      .select('job_title')
      .distinct()
      .where('account_id', '=', accountId)
      .orderBy('job_title')
      .execute(),
    db
      .selectFrom('employees')
      .select('location')
      .distinct()
      .where('account_id', '=', accountId)
      .where('location', '<>', '')
      .orderBy('location')
      .execute(),
  ]);
  return { job_titles: titles.map((r) => r.job_title), locations: locations.map((r) => r.location) };
}

export async function findEmployee(db: Db, accountId: number, employeeId: number): Promise<Employee | undefined> {
  const row = await db
    .selectFrom('employees as e')
    .select(employeeColumns)
    .where('e.account_id', '=', accountId)
    .where('e.employee_id', '=', employeeId)
    .executeTakeFirst();
  return row as Employee | undefined;
}

/** Another employee of the company with this email, whatever its case. */
export async function emailTaken(
  db: Db,
  accountId: number,
  email: string,
  exceptId: number | undefined,
): Promise<boolean> {
  let query = db
    .selectFrom('employees')
    .select('employee_id')
    .where('account_id', '=', accountId)
    .where(sql<SqlBool>`lower(email) = ${email.toLowerCase()}`);
  if (exceptId !== undefined) query = query.where('employee_id', '<>', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

/** The applicant behind an application to one of the company's jobs. */
export async function applicationInAccount(
  db: Db,
  accountId: number,
  refId: string,
): Promise<{ user_id: number } | undefined> {
  return db
    .selectFrom('user_trackers as t')
    .innerJoin('jobs as j', 'j.job_id', 't.job_id')
    .select('t.user_id')
    .where('t.ref_id', '=', refId)
    .where('j.account_id', '=', accountId)
    .executeTakeFirst();
}

export async function userIsEmployee(
  db: Db,
  accountId: number,
  userId: number,
  exceptId: number | undefined,
): Promise<boolean> {
  let query = db
    .selectFrom('employees')
    .select('employee_id')
    .where('account_id', '=', accountId)
    .where('user_id', '=', userId);
  if (exceptId !== undefined) query = query.where('employee_id', '<>', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

export interface EmployeeWrite {
  first_name: string;
  last_name: string;
  email: string | null;
  job_title: string;
  location: string;
  start_date: string;
  supervisor_email: string | null;
  user_id: number | null;
  hired_from_ref_id: string | null;
}

/** An employment's end: all three set, or none (the table's check). */
export interface EmploymentEnd {
  end_date: string | null;
  separation_type: SeparationType | null;
  separation_reason: string | null;
}

export async function insertEmployee(db: Db, accountId: number, values: EmployeeWrite): Promise<number> {
  const row = await db
    .insertInto('employees')
    .values({ account_id: accountId, ...values, updated_at: new Date() })
    .returning('employee_id')
    .executeTakeFirstOrThrow();
  return row.employee_id;
}

/** Writes an employee's details and, when given (an import), the end of their employment. */
export async function updateEmployee(
  db: Db,
  accountId: number,
  employeeId: number,
  values: EmployeeWrite & Partial<EmploymentEnd>,
): Promise<void> {
  await db
    .updateTable('employees')
    .set({ ...values, updated_at: new Date() })
    .where('account_id', '=', accountId)
    .where('employee_id', '=', employeeId)
    .execute();
}

export async function endEmployment(
  db: Db,
  accountId: number,
  employeeId: number,
  end: { end_date: string; separation_type: 'voluntary' | 'involuntary'; separation_reason: string },
): Promise<void> {
  await db
    .updateTable('employees')
    .set({ ...end, updated_at: new Date() })
    .where('account_id', '=', accountId)
    .where('employee_id', '=', employeeId)
    .where('end_date', 'is', null)
    .execute();
}

/**
 * Which employees: those of one job title, or the participants of one job profile (D129); and,
 * on a job profile's dashboards, those who started from and to a day at some locations (D165).
 */
export interface EmployeeScope {
  jobTitle?: string | undefined;
  profileId?: number;
  from?: string | undefined;
  to?: string | undefined;
  locations?: readonly string[];
  /** Those still employed and those who left this way (D172). */
  separation?: SeparationType | undefined;
  /** Per company custom field, the answers kept: one of a field's answers, and every field (D172). */
  fieldAnswers?: readonly FieldAnswers[];
}

export interface FieldAnswers {
  fieldId: number;
  answers: readonly string[];
}

/** The employee's answer to the field, given as a user (their own or their hired-from application's user) or on the application they were hired from, is one of `answers`. */
function answeredOneOf({ fieldId, answers }: FieldAnswers): RawBuilder<SqlBool> {
  return sql<SqlBool>`exists (select 1 from user_field_answers a where a.account_field_id = ${fieldId} and a.answer in (${sql.join([...answers])})
    and (a.ref_id = ${hiredFrom} or (a.ref_id is null and a.user_id = coalesce(e.user_id, (select t.user_id from user_trackers t where t.ref_id = ${hiredFrom})))))`;
}

/** The scope as a condition on `employees e`. */
export function inScope(scope: EmployeeScope): RawBuilder<SqlBool> {
  const conditions = [sql`true`];
  if (scope.jobTitle) conditions.push(sql`e.job_title = ${scope.jobTitle}`);
  if (scope.profileId !== undefined) conditions.push(sql`e.job_profile_id = ${scope.profileId}`);
  if (scope.from) conditions.push(sql`e.start_date >= ${scope.from}::date`);
  if (scope.to) conditions.push(sql`e.start_date <= ${scope.to}::date`);
  if (scope.locations?.length) conditions.push(sql`e.location in (${sql.join([...scope.locations])})`);
  if (scope.separation) conditions.push(sql`(e.end_date is null or e.separation_type = ${scope.separation})`);
  for (const field of scope.fieldAnswers ?? []) conditions.push(answeredOneOf(field));
  return sql<SqlBool>`(${sql.join(conditions, sql` and `)})`;
}

/** The distinct locations of a job profile's participants, for its dashboards' filter. */
export async function participantLocations(db: Db, accountId: number, profileId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('employees')
    .select('location')
    .distinct()
    .where('account_id', '=', accountId)
    .where('job_profile_id', '=', profileId)
    .where('location', '<>', '')
    .orderBy('location')
    .execute();
  return rows.map((r) => r.location);
}

/**
 * Every employee's score on every measured attribute, with whether they are still employed. What
 * predicts staying is what a company hires for: scales kept out of hiring are left out (D266).
 */
export async function turnoverPoints(db: Db, accountId: number, scope: EmployeeScope, language: string) {
  const query = db
    .selectFrom('employee_attribute_scores as s')
    .innerJoin('employees as e', 'e.employee_id', 's.employee_id')
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
      'e.employee_id',
      sql<boolean>`e.end_date is null`.as('stayed'),
      sql<string>`coalesce(t.name, en.name, '')`.as('name'),
    ])
    .where('e.account_id', '=', accountId)
    .where(shownForHiring('at'))
    .where(inScope(scope));
  return query.orderBy('s.attribute_type_id').orderBy('e.employee_id').execute();
}

export async function employeeCounts(
  db: Db,
  accountId: number,
  scope: EmployeeScope,
): Promise<{ total: number; left: number }> {
  const row = await db
    .selectFrom('employees as e')
    .select((eb) => [
      eb.fn.countAll<string>().as('total'),
      sql<string>`count(*) filter (where e.end_date is not null)`.as('left'),
    ])
    .where('e.account_id', '=', accountId)
    .where(inScope(scope))
    .executeTakeFirstOrThrow();
  return { total: Number(row.total), left: Number(row.left) };
}

/** Each employee's latest performance rating, by employee id. */
export async function latestRatings(db: Db, accountId: number, scope: EmployeeScope): Promise<Map<number, number>> {
  const query = db
    .selectFrom('employee_outcome_values as v')
    .innerJoin('employees as e', 'e.employee_id', 'v.employee_id')
    .select(['v.employee_id', 'v.value'])
    .distinctOn('v.employee_id')
    .where('e.account_id', '=', accountId)
    .where('v.outcome', '=', 'performance_rating')
    .where(inScope(scope));
  const rows = await query.orderBy('v.employee_id').orderBy('v.measured_at', 'desc').execute();
  return new Map(rows.map((r) => [r.employee_id, Number(r.value)]));
}
