/**
 * The interview dashboards' SQL. Every query starts from the scope's applications (`apps`) and
 * their interviews; scores and recommendations come from submitted evaluations only.
 */
import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../db/database.ts';
import { apps, type Scope } from './analytics.store.ts';
import { hiredFrom, inScope, type EmployeeScope } from '../people/index.ts';
import { shownForHiring } from '../../db/shown-for-hiring.ts';

/** The applications a report reads: a dashboard scope's, or the hired-from applications of a job profile's participants (D172). */
export type Applications = Scope | { accountId: number; profileId: number; participants: EmployeeScope };

/** The CTE `apps` (ref_id) of the hired-from applications of the profile's participants in the scope, for the interview reports (D172). Here, not in job profiles, whose boards read these reports (D404). */
function hiredFromApps(accountId: number, jobId: number, filter: EmployeeScope): RawBuilder<unknown> {
  return sql`apps as (
    select distinct t.ref_id from employees e join user_trackers t on t.ref_id = ${hiredFrom} and t.account_id = ${accountId}
    where e.account_id = ${accountId} and e.job_profile_id = ${jobId} and ${inScope(filter)}
  )`;
}

/** The CTEs `apps`, `iv` (the applications' interviews) and `ev` (their submitted evaluations). */
function interviewsOf(scope: Applications): RawBuilder<unknown> {
  return sql`${'profileId' in scope ? hiredFromApps(scope.accountId, scope.profileId, scope.participants) : apps(scope)},
  iv as (
    select i.interview_id, i.ref_id, i.status, i.starts_at, i.ends_at
    from interviews i join apps ap on ap.ref_id = i.ref_id
    where i.purpose = 'interview'
  ),
  ev as (
    select e.interview_evaluation_id, e.interview_id, e.interviewer_user_id, e.recommendation
    from interview_evaluations e join iv on iv.interview_id = e.interview_id
    where e.submitted_at is not null
  )`;
}

export async function interviewsByStatus(db: Db, scope: Scope) {
  const r = await sql<{ status: string; interviews: number }>`with ${interviewsOf(scope)}
    select status, count(*)::int as interviews from iv group by status order by status`.execute(db);
  return r.rows;
}

export async function interviewEffort(db: Db, scope: Scope): Promise<{ seconds: number; evaluations: number }> {
  const r = await sql<{ seconds: string | null; evaluations: number }>`with ${interviewsOf(scope)}
    select
      (select sum(extract(epoch from (iv.ends_at - iv.starts_at)) * (select count(*) from interview_interviewers ii where ii.interview_id = iv.interview_id))
         from iv where iv.status = 'completed' and iv.starts_at is not null and iv.ends_at is not null) as seconds,
      (select count(*)::int from ev) as evaluations`.execute(db);
  const row = r.rows[0]!;
  return { seconds: Number(row.seconds ?? 0), evaluations: row.evaluations };
}

export async function recommendations(db: Db, scope: Scope) {
  const r = await sql<{ recommendation: string; evaluations: number; hired: number }>`with ${interviewsOf(scope)}
    select ev.recommendation, count(*)::int as evaluations, count(*) filter (where ap.status = 'hired')::int as hired
    from ev join iv on iv.interview_id = ev.interview_id join apps ap on ap.ref_id = iv.ref_id
    where ev.recommendation is not null
    group by ev.recommendation`.execute(db);
  return r.rows;
}

export async function recommendationsByInterviewer(db: Db, scope: Scope) {
  const r = await sql<{ user_id: number; recommendation: string; evaluations: number }>`with ${interviewsOf(scope)}
    select interviewer_user_id as user_id, recommendation, count(*)::int as evaluations
    from ev where recommendation is not null group by interviewer_user_id, recommendation`.execute(db);
  return r.rows;
}

/** Per interviewer on any of the scope's interviews: the interviews they are on and the evaluations they submitted. */
export async function interviewerLoad(db: Db, scope: Scope) {
  const r = await sql<{
    user_id: number;
    full_name: string;
    interviews: number;
    submitted: number;
  }>`with ${interviewsOf(scope)}
    select u.user_id, trim(concat_ws(' ', u.first_name, u.last_name)) as full_name,
      count(distinct ii.interview_id)::int as interviews,
      count(distinct ev.interview_evaluation_id)::int as submitted
    from interview_interviewers ii
    join iv on iv.interview_id = ii.interview_id
    join users u on u.user_id = ii.user_id
    left join ev on ev.interview_id = ii.interview_id and ev.interviewer_user_id = ii.user_id
    group by u.user_id, u.first_name, u.last_name
    order by full_name, u.user_id`.execute(db);
  return r.rows;
}

export interface ScoreRow {
  user_id: number;
  attribute_type_id: number;
  name: string;
  scores: number;
  total: number;
  counts: number[];
  compared: number;
  /** Sum of the compared scores themselves. */
  compared_total: number;
  /** Sum over compared scores of the others' mean on that interview and attribute. */
  peer_total: number;
}

/**
 * Per interviewer and attribute: how many scores, their sum and counts per level, and, for the
 * scores another interviewer on the same interview also gave for that attribute, the others' mean.
 */
export async function scoresByInterviewer(db: Db, scope: Applications, userId?: number): Promise<ScoreRow[]> {
  const r = await sql<{
    user_id: number;
    attribute_type_id: number;
    name: string;
    scores: number;
    total: number;
    s1: number;
    s2: number;
    s3: number;
    s4: number;
    s5: number;
    compared: number;
    compared_total: number | null;
    peer_total: string | null;
  }>`with ${interviewsOf(scope)},
    sc as (
      select ev.interview_id, ev.interviewer_user_id, s.attribute_type_id, s.score,
        sum(s.score) over w as panel_total, count(*) over w as panel_size
      from ev join interview_evaluation_scores s on s.interview_evaluation_id = ev.interview_evaluation_id
      window w as (partition by ev.interview_id, s.attribute_type_id)
    )
    select sc.interviewer_user_id as user_id, sc.attribute_type_id,
      coalesce(tx.name, at.code, sc.attribute_type_id::text) as name,
      count(*)::int as scores, sum(sc.score)::int as total,
      count(*) filter (where sc.score = 1)::int as s1, count(*) filter (where sc.score = 2)::int as s2,
      count(*) filter (where sc.score = 3)::int as s3, count(*) filter (where sc.score = 4)::int as s4,
      count(*) filter (where sc.score = 5)::int as s5,
      count(*) filter (where sc.panel_size > 1)::int as compared,
      sum(sc.score) filter (where sc.panel_size > 1)::int as compared_total,
      sum((sc.panel_total - sc.score)::numeric / (sc.panel_size - 1)) filter (where sc.panel_size > 1) as peer_total
    from sc
    -- Interviews decide about hiring: scales kept out of it are not reported (D266).
    join attribute_types at on at.attribute_type_id = sc.attribute_type_id and ${shownForHiring('at')}
    left join attribute_type_texts tx on tx.attribute_type_id = sc.attribute_type_id and tx.language = 'en'
    ${userId === undefined ? sql`` : sql`where sc.interviewer_user_id = ${userId}`}
    group by sc.interviewer_user_id, sc.attribute_type_id, tx.name, at.code`.execute(db);
  return r.rows.map((row) => ({
    user_id: row.user_id,
    attribute_type_id: row.attribute_type_id,
    name: row.name,
    scores: row.scores,
    total: row.total,
    counts: [row.s1, row.s2, row.s3, row.s4, row.s5],
    compared: row.compared,
    compared_total: row.compared_total ?? 0,
    peer_total: Number(row.peer_total ?? 0),
  }));
}

/** The name of someone who is on a panel of one of the account's interviews, else undefined. */
export async function interviewerName(db: Db, accountId: number, userId: number): Promise<string | undefined> {
  const r = await sql<{ full_name: string }>`
    select trim(concat_ws(' ', u.first_name, u.last_name)) as full_name from users u
    where u.user_id = ${userId} and exists (
      select 1 from interview_interviewers ii join interviews i on i.interview_id = ii.interview_id
      where ii.user_id = u.user_id and i.account_id = ${accountId})`.execute(db);
  return r.rows[0]?.full_name;
}
