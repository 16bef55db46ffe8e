/**
 * The bias audit's SQL (D208). The applications counted: a company's, not removed, to requisitions
 * not deleted, made in the period, of the scope's jobs. Each carries its equal-opportunity answers
 * (linked to the application only here and in the adverse-impact report, D107), null when none.
 */
import { sql } from 'kysely';
import { JOB_TYPE } from '../../../contracts/progress.ts';
import type { BiasAuditDetails } from '../../../contracts/bias-audit.ts';
import type { Db } from '../../db/database.ts';
import { shownForHiring } from '../../db/shown-for-hiring.ts';

export interface AuditScope {
  accountId: number;
  /** Undefined: every requisition of the company. */
  jobIds?: number[];
  from: string;
  to: string;
}

export async function isEeocEnabled(db: Db, accountId: number): Promise<boolean> {
  const row = await db
    .selectFrom('account_preferences')
    .select('value')
    .where('account_id', '=', accountId)
    .where('keyname', '=', 'EEOC_DASHBOARD')
    .executeTakeFirst();
  return row?.value === '1';
}

export async function accountName(db: Db, accountId: number) {
  return (await db.selectFrom('accounts').select('name').where('account_id', '=', accountId).executeTakeFirst())?.name;
}

/** The language the company's own texts are written in where no version says otherwise (D199). */
export async function accountLanguage(db: Db, accountId: number) {
  return (
    await db.selectFrom('accounts').select('default_language').where('account_id', '=', accountId).executeTakeFirst()
  )?.default_language;
}

/** A requisition or job profile of the company (not deleted), by its type. */
export async function companyJob(db: Db, accountId: number, jobId: number, jobTypeId: number) {
  return db
    .selectFrom('jobs')
    .select(['job_id', 'title'])
    .where('account_id', '=', accountId)
    .where('job_id', '=', jobId)
    .where('job_type_id', '=', jobTypeId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

export async function requisitionsOfProfile(db: Db, accountId: number, profileId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('jobs')
    .select('job_id')
    .where('account_id', '=', accountId)
    .where('job_profile_id', '=', profileId)
    .where('job_type_id', '=', JOB_TYPE.requisition)
    .execute();
  return rows.map((r) => r.job_id);
}

const apps = (s: AuditScope) => {
  const conditions = [
    sql`t.account_id = ${s.accountId}`,
    sql`t.removed_at is null`,
    sql`j.deleted_at is null`,
    sql`j.job_type_id = ${JOB_TYPE.requisition}`,
    sql`t.created_at >= ${s.from}::date`,
    sql`t.created_at < ${s.to}::date + 1`,
  ];
  if (s.jobIds) conditions.push(s.jobIds.length ? sql`t.job_id in (${sql.join(s.jobIds)})` : sql`false`);
  return sql`apps as (
    select t.ref_id, t.job_id, t.created_at, t.fit_score, e.answers
      from user_trackers t
      join jobs j on j.job_id = t.job_id
      left join lateral (
        select ea.answers from eeoc_answer_applications l join eeoc_answers ea on ea.eeoc_answer_id = l.eeoc_answer_id
         where l.ref_id = t.ref_id order by ea.eeoc_answer_id desc limit 1
      ) e on true
     where ${sql.join(conditions, sql` and `)}
  )`;
};

export interface AuditApplication {
  ref_id: string;
  answers: Record<string, string> | null;
  fit_score: string | null;
  created_on: string;
}

export async function applications(db: Db, s: AuditScope): Promise<AuditApplication[]> {
  const r = await sql<AuditApplication>`with ${apps(s)}
    select ref_id, answers, fit_score::text as fit_score, to_char(created_at, 'YYYY-MM-DD') as created_on
      from apps order by created_at, ref_id`.execute(db);
  return r.rows;
}

/**
 * The scope's requisitions whose plans hold no equal-opportunity activity and none of whose
 * applications in the period has answers (an import may bring answers without the activity), with
 * those applications: none of the applicants was asked, so each counts as unknown.
 */
export async function requisitionsWithoutEeo(db: Db, s: AuditScope) {
  const r = await sql<{ title: string; applicants: number }>`with ${apps(s)}
    select j.title, count(*)::int as applicants
      from apps ap join jobs j on j.job_id = ap.job_id
     where not exists (
       select 1 from job_steps st join job_step_activities a on a.job_step_id = st.job_step_id
        where st.job_id = ap.job_id and a.activity_type = 'eeoc'
     )
     group by j.job_id, j.title
    having count(ap.answers) = 0
     order by j.title, j.job_id`.execute(db);
  return r.rows.map((row) => ({ title: row.title, applicants: Number(row.applicants) }));
}

/** Per application and step it started (equal-opportunity activities left out): whether it completed every activity. */
export async function stepOutcomes(db: Db, s: AuditScope) {
  const r = await sql<{
    ref_id: string;
    step_name: string;
    step_name_i18n: unknown;
    step_order: number;
    passed: boolean;
  }>`with ${apps(s)},
    plan as (
      select st.job_step_id, st.name, st.name_i18n, st.sort_order, a.job_step_activity_id
        from job_steps st join job_step_activities a on a.job_step_id = st.job_step_id
       where st.job_id in (select distinct job_id from apps) and a.activity_type <> 'eeoc'
    ),
    sizes as (select job_step_id, count(*)::int as n from plan group by job_step_id)
    select ap.ref_id, min(p.name) as step_name, (array_agg(p.name_i18n))[1] as step_name_i18n,
           min(p.sort_order)::int as step_order,
           (count(*) filter (where usa.is_completed) = min(sz.n)) as passed
      from apps ap
      join user_step_activities usa on usa.ref_id = ap.ref_id
      join plan p on p.job_step_activity_id = usa.job_step_activity_id
      join sizes sz on sz.job_step_id = p.job_step_id
     group by ap.ref_id, p.job_step_id`.execute(db);
  return r.rows;
}

/**
 * Per application and scored activity: the mean of the attribute scores that activity gave, scales
 * kept out of hiring left out as fit leaves them out (D266).
 */
export async function activityScores(db: Db, s: AuditScope) {
  const r = await sql<{ ref_id: string; title: string; title_i18n: unknown; score: string }>`with ${apps(s)}
    select sc.ref_id, a.title, a.title_i18n, avg(sc.score)::text as score
      from apps ap
      join application_attribute_scores sc on sc.ref_id = ap.ref_id
      join attribute_types at on at.attribute_type_id = sc.attribute_type_id and ${shownForHiring('at')}
      join job_step_activities a on a.job_step_activity_id = sc.job_step_activity_id
     group by sc.ref_id, a.job_step_activity_id, a.title, a.title_i18n`.execute(db);
  return r.rows;
}

/**
 * Per application and timed test it finished, the test's own score (D312), for the activities
 * that give no attribute scores: a typing test's net words per minute (its accuracy is in it: net =
 * gross x accuracy) and a submitted skills test's percent correct, as the scorecard reads them
 * (skills_test_staff_result, D343; the percent by server/scoring/skills-test.ts's percentOf).
 * Video answers are scored by nobody, so they have no row here.
 */
export async function timedTestScores(db: Db, s: AuditScope) {
  const r = await sql<{
    ref_id: string;
    activity_type: 'typing_test' | 'skills_test';
    title: string;
    title_i18n: unknown;
    net_wpm: string | null;
    skills: { correct: number; total: number } | null;
  }>`with ${apps(s)}
    select ap.ref_id, 'typing_test' as activity_type, a.title, a.title_i18n, r.net_wpm::text as net_wpm, null::json as skills
      from apps ap
      join typing_results r on r.ref_id = ap.ref_id
      join job_step_activities a on a.job_step_activity_id = r.job_step_activity_id
    union all
    select ap.ref_id, 'skills_test', a.title, a.title_i18n, null, skills_test_staff_result(ap.ref_id, r.job_step_activity_id)
      from apps ap
      join (select distinct ref_id, job_step_activity_id from user_skills_tests where submitted_at is not null) r
        on r.ref_id = ap.ref_id
      join job_step_activities a on a.job_step_activity_id = r.job_step_activity_id`.execute(db);
  return r.rows;
}

/** A publication as read: the days as YYYY-MM-DD (the driver would make them Dates at midnight, local time). */
const PUBLICATION_COLUMNS = [
  'publication_id',
  'published_at',
  'is_published',
  'report',
  sql<string | null>`to_char(audit_date, 'YYYY-MM-DD')`.as('audit_date'),
  sql<string | null>`to_char(tool_distributed_on, 'YYYY-MM-DD')`.as('tool_distributed_on'),
  'data_source',
  'data_source_note',
  'auditor',
] as const;

export async function insertPublication(
  db: Db,
  accountId: number,
  report: unknown,
  details: BiasAuditDetails,
  userId: number,
) {
  return db
    .insertInto('bias_audit_publications')
    .values({ account_id: accountId, report: JSON.stringify(report), published_by: userId, ...details })
    .returning(PUBLICATION_COLUMNS)
    .executeTakeFirstOrThrow();
}

export async function publications(db: Db, accountId: number, onlyPublished: boolean) {
  let q = db.selectFrom('bias_audit_publications').select(PUBLICATION_COLUMNS).where('account_id', '=', accountId);
  if (onlyPublished) q = q.where('is_published', '=', true);
  return q.orderBy('published_at', 'desc').orderBy('publication_id', 'desc').execute();
}

export async function setPublished(db: Db, accountId: number, publicationId: number, isPublished: boolean) {
  return db
    .updateTable('bias_audit_publications')
    .set({ is_published: isPublished })
    .where('account_id', '=', accountId)
    .where('publication_id', '=', publicationId)
    .returning(PUBLICATION_COLUMNS)
    .executeTakeFirst();
}

export async function accountByUuid(db: Db, uuid: string) {
  return db.selectFrom('accounts').select(['account_id', 'name']).where('uuid', '=', uuid).executeTakeFirst();
}

/**
 * Per application that finished a timed test (a typing result, a submitted skills test): the kinds
 * of integrity signal (D402) its device noted in any timed test, none when it noted nothing.
 */
export async function signalKindsOfTakers(db: Db, s: AuditScope) {
  const r = await sql<{ ref_id: string; kinds: string[] }>`with ${apps(s)}
    select ap.ref_id,
           coalesce((select array_agg(distinct g.kind order by g.kind) from integrity_signals g
                      where g.ref_id = ap.ref_id), '{}') as kinds
      from apps ap
     where exists (select 1 from typing_results r where r.ref_id = ap.ref_id)
        or exists (select 1 from user_skills_tests r where r.ref_id = ap.ref_id and r.submitted_at is not null)
     order by ap.ref_id`.execute(db);
  return r.rows;
}
