/**
 * The SQL of the outcome dashboards (Turnover, Performance) and of Interview Questions. The
 * outcome dashboards count a company's employees whose start date is in the range; the
 * requisition, location and source filters keep those hired from a matching application.
 */
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { apps, type Scope } from './analytics.store.ts';
import { hiredFrom } from '../people/index.ts';
import { shownForHiring } from '../../db/shown-for-hiring.ts';

export interface EmployeeScope {
  accountId: number;
  /** Absent: no lower (or upper) bound on the start date. */
  from?: string;
  to?: string;
  jobIds: number[];
  locations: string[];
  sourceIds: number[];
}

export interface EmployeeRow {
  employee_id: number;
  start_date: string;
  end_date: string | null;
  separation_type: 'voluntary' | 'involuntary' | null;
}

export async function employeesIn(db: Db, scope: EmployeeScope): Promise<EmployeeRow[]> {
  const conditions = [sql`e.account_id = ${scope.accountId}`];
  if (scope.from) conditions.push(sql`e.start_date >= ${scope.from}::date`);
  if (scope.to) conditions.push(sql`e.start_date <= ${scope.to}::date`);
  if (scope.jobIds.length) conditions.push(sql`t.job_id in (${sql.join(scope.jobIds)})`);
  if (scope.sourceIds.length) conditions.push(sql`t.source_id in (${sql.join(scope.sourceIds)})`);
  if (scope.locations.length)
    conditions.push(sql`concat_ws(', ', nullif(j.city, ''), nullif(j.state, '')) in (${sql.join(scope.locations)})`);
  const r = await sql<EmployeeRow>`
    select e.employee_id, e.start_date::text as start_date, e.end_date::text as end_date, e.separation_type
    from employees e
    left join user_trackers t on t.ref_id = ${hiredFrom}
    left join jobs j on j.job_id = t.job_id
    where ${sql.join(conditions, sql` and `)}
    order by e.employee_id`.execute(db);
  return r.rows;
}

/**
 * Mean submitted interview score per attribute of the application each employee was hired from;
 * these correlations tell what to hire for, so scales kept out of hiring are left out (D266).
 */
export async function interviewScoresOfEmployees(db: Db, accountId: number, language: string) {
  const r = await sql<{ employee_id: number; attribute_type_id: number; name: string; score: number }>`
    select e.employee_id, s.attribute_type_id, coalesce(tx.name, en.name, '') as name, avg(s.score)::float8 as score
    from employees e
    join interviews i on i.ref_id = ${hiredFrom} and i.purpose = 'interview'
    join interview_evaluations ev on ev.interview_id = i.interview_id and ev.submitted_at is not null
    join interview_evaluation_scores s on s.interview_evaluation_id = ev.interview_evaluation_id
    join attribute_types at on at.attribute_type_id = s.attribute_type_id and ${shownForHiring('at')}
    left join attribute_type_texts tx on tx.attribute_type_id = s.attribute_type_id and tx.language = ${language}
    left join attribute_type_texts en on en.attribute_type_id = s.attribute_type_id and en.language = 'en'
    where e.account_id = ${accountId}
    group by e.employee_id, s.attribute_type_id, tx.name, en.name
    order by s.attribute_type_id, e.employee_id`.execute(db);
  return r.rows;
}

/** The CTEs `apps`, `ev` (submitted evaluations of the scope's interviews run with a kit) and `q` (those kits' questions). */
function questionsOf(scope: Scope) {
  return sql`${apps(scope)},
  ev as (
    select e.interview_evaluation_id, i.interview_kit_id, ap.status = 'hired' as hired
    from interviews i
    join apps ap on ap.ref_id = i.ref_id
    join interview_evaluations e on e.interview_id = i.interview_id and e.submitted_at is not null
    where i.purpose = 'interview' and i.interview_kit_id is not null
  ),
  q as (
    select q.interview_kit_question_id, q.interview_kit_id, q.question_text, q.sort_order, k.name as kit_name
    from interview_kit_questions q join interview_kits k on k.interview_kit_id = q.interview_kit_id
    where q.interview_kit_id in (select distinct interview_kit_id from ev)
  )`;
}

export async function questionUse(db: Db, scope: Scope) {
  const r = await sql<{
    interview_kit_question_id: number;
    question_text: string;
    kit_name: string;
    evaluations: number;
    noted: number;
  }>`with ${questionsOf(scope)}
    select q.interview_kit_question_id, q.question_text, q.kit_name,
      (select count(*) from ev where ev.interview_kit_id = q.interview_kit_id)::int as evaluations,
      (select count(*) from interview_evaluation_answers a join ev on ev.interview_evaluation_id = a.interview_evaluation_id
         where a.interview_kit_question_id = q.interview_kit_question_id and btrim(a.notes) <> '')::int as noted
    from q order by q.kit_name, q.interview_kit_id, q.sort_order, q.interview_kit_question_id`.execute(db);
  return r.rows;
}

/** Per question, score and hired or not: how many scores of the question's attributes. */
export async function questionScores(db: Db, scope: Scope) {
  const r = await sql<{
    interview_kit_question_id: number;
    score: number;
    hired: boolean;
    scores: number;
  }>`with ${questionsOf(scope)}
    select qa.interview_kit_question_id, s.score, ev.hired, count(*)::int as scores
    from q
    join interview_kit_question_attributes qa on qa.interview_kit_question_id = q.interview_kit_question_id
    join ev on ev.interview_kit_id = q.interview_kit_id
    join interview_evaluation_scores s on s.interview_evaluation_id = ev.interview_evaluation_id and s.attribute_type_id = qa.attribute_type_id
    join attribute_types at on at.attribute_type_id = qa.attribute_type_id and ${shownForHiring('at')}
    group by qa.interview_kit_question_id, s.score, ev.hired`.execute(db);
  return r.rows;
}

export async function questionAttributes(db: Db, questionIds: readonly number[]) {
  if (questionIds.length === 0) return [];
  const r = await sql<{ interview_kit_question_id: number; name: string }>`
    select qa.interview_kit_question_id, coalesce(tx.name, '') as name
    from interview_kit_question_attributes qa
    join attribute_types at on at.attribute_type_id = qa.attribute_type_id and ${shownForHiring('at')}
    left join attribute_type_texts tx on tx.attribute_type_id = qa.attribute_type_id and tx.language = 'en'
    where qa.interview_kit_question_id in (${sql.join(questionIds)})
    order by qa.interview_kit_question_id, name`.execute(db);
  return r.rows;
}
