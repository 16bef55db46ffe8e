/**
 * Deterministic data for the applicant-list benchmark: at scale 1, 50 companies,
 * 2,000 staff users, 200 requisitions (nine activities each) and 100,000 applications with
 * progress rows (answers), personality scores and fit. The first requisition is "hot" and takes a
 * fifth of all applications (20,000 at scale 1), so one requisition's list is large. Everything is
 * generated inside the database with set-based SQL (generate_series, values derived from the row
 * number), so a run at a given scale always produces the same data.
 *
 *   node --import tsx bench/generate-data.ts --scale 1 --dir /tmp/assay-bench   # PGlite dir
 *   DATABASE_URL=postgres://.../assay_bench node --import tsx bench/generate-data.ts --scale 0.1
 *   ... --steps   # each statement's time on stderr
 */
import { sql } from 'kysely';
import { migrateToLatest, openDatabase, type Db } from '../server/db/database.ts';
import { seedAssessmentContent, hasAssessmentContent } from '../server/db/seed/assessment-content.ts';

export interface Scale {
  companies: number;
  staff: number;
  requisitions: number;
  applications: number;
}

export function sizesFor(scale: number): Scale {
  return {
    companies: Math.max(1, Math.round(50 * Math.min(scale, 1))),
    staff: Math.max(10, Math.round(2000 * Math.min(scale, 1))),
    requisitions: Math.max(4, Math.round(200 * Math.min(scale, 1))),
    applications: Math.max(100, Math.round(100_000 * scale)),
  };
}

const FIRST = [
  'Aiko',
  'Amara',
  'Andrei',
  'Beatriz',
  'Carlos',
  'Chen',
  'Dmitri',
  'Elena',
  'Emeka',
  'Fatima',
  'Grace',
  'Hiroshi',
  'Ibrahim',
  'Ingrid',
  'Javier',
  'Julia',
  'Kavya',
  'Kwame',
  'Liam',
  'Lucas',
  'Mei',
  'Mateo',
  'Nadia',
  'Noah',
  'Omar',
  'Priya',
  'Rosa',
  'Samuel',
  'Sofia',
  'Zoe',
];
const LAST = [
  'Ahmed',
  'Alvarez',
  'Brown',
  'Castillo',
  'Chen',
  'Dubois',
  'Fischer',
  'Gonzalez',
  'Haddad',
  'Ito',
  'Jackson',
  'Kaur',
  'Kim',
  'Lee',
  'Lopez',
  'Martin',
  'Nguyen',
  'Okafor',
  'Patel',
  'Petrov',
  'Rossi',
  'Sato',
  'Schmidt',
  'Singh',
  'Smith',
  'Tanaka',
  'Torres',
  'Wang',
  'Williams',
  'Zhang',
];
const arr = (items: string[]) => sql.raw(`array[${items.map((s) => `'${s}'`).join(',')}]`);

/**
 * SQL for a stable pseudo-random integer in [0, mod) from a row number and a salt. In bigint, so
 * row numbers past 271,000 (scale 10 reaches 1,000,000) do not overflow; hashint8 equals hashint4
 * on every int4 value, so smaller scales keep the data they always had.
 */
export const stableIntSql = (expr: string, salt: number, mod: number) =>
  `((abs(hashint8((${expr})::bigint * 7919 + ${salt})::bigint) % ${mod})::int)`;
const h = (expr: string, salt: number, mod: number) => sql.raw(stableIntSql(expr, salt, mod));

export async function generate(db: Db, scale: number): Promise<Scale> {
  const s = sizesFor(scale);
  await migrateToLatest(db);
  if (!(await hasAssessmentContent(db))) await seedAssessmentContent(db);
  const exists = await db
    .selectFrom('accounts')
    .select('account_id')
    .where('name', '=', 'Bench Company 1')
    .executeTakeFirst();
  if (exists) throw new Error('This database already holds benchmark data: use a fresh one.');
  // With --steps, each statement's time on stderr: where a scale's minutes go.
  const steps = process.argv.includes('--steps');
  const run = async (query: ReturnType<typeof sql>) => {
    const started = performance.now();
    const result = await query.execute(db);
    if (steps) {
      const text = query.compile(db).sql.replace(/\s+/g, ' ').slice(0, 90);
      console.error(`${((performance.now() - started) / 1000).toFixed(1).padStart(7)} s  ${text}`);
    }
    return result;
  };

  await run(
    sql`insert into accounts (uuid, name) select md5('account' || i)::uuid, 'Bench Company ' || i from generate_series(1, ${s.companies}) i`,
  );
  await run(
    sql`create temporary table bench_accounts as select account_id, row_number() over (order by account_id) as n from accounts where name like 'Bench Company %'`,
  );
  await run(
    sql`insert into roles (account_id, role_name, smartreq_access, all_pathways_access) select account_id, 'Recruiter', true, true from bench_accounts`,
  );
  await run(
    sql`insert into rejection_reasons (account_id, rejection_type, name, sort_order) select account_id, 'company', 'Not a fit', 1 from bench_accounts`,
  );

  // Staff, spread over the companies.
  await run(sql`insert into users (uuid, email, first_name, last_name, password_hash, updated_at)
    select md5('staff' || i)::uuid, 'staff' || i || '@bench.test', (${arr(FIRST)})[1 + ${h('i', 1, FIRST.length)}], (${arr(LAST)})[1 + ${h('i', 2, LAST.length)}], null, now()
      from generate_series(1, ${s.staff}) i`);
  await run(sql`insert into user_roles (user_id, role_id)
    select u.user_id, r.role_id from users u
      join bench_accounts a on a.n = 1 + (substring(u.email from 'staff([0-9]+)@')::int % ${s.companies})
      join roles r on r.account_id = a.account_id
     where u.email like 'staff%@bench.test'`);

  // Requisitions round-robin over the companies, each with 3 steps of 3 activities.
  await run(sql`insert into jobs (uuid, account_id, job_type_id, title, tracker_title, city, state, updated_at)
    select md5('job' || i)::uuid, a.account_id, 2, 'Bench requisition ' || i, 'Job Application', null, null, now()
      from generate_series(1, ${s.requisitions}) i join bench_accounts a on a.n = 1 + (i % ${s.companies})`);
  await run(sql`create temporary table bench_jobs as
    select job_id, account_id, row_number() over (order by job_id) as n,
           row_number() over (order by job_id) = 1 as hot
      from jobs where title like 'Bench requisition %'`);
  await run(
    sql`insert into job_steps (job_id, name, sort_order) select j.job_id, 'Step ' || k, k from bench_jobs j, generate_series(1, 3) k`,
  );
  await run(sql`insert into job_step_activities (job_step_id, activity_type, title, sort_order)
    select s.job_step_id, case when k = 1 and s.sort_order = 2 then 'assessment' else 'form' end, 'Activity ' || s.sort_order || '.' || k, k
      from job_steps s join bench_jobs j on j.job_id = s.job_id, generate_series(1, 3) k`);
  await run(sql`create temporary table bench_plan as
    select s.job_id, a.job_step_activity_id, s.job_step_id,
           row_number() over (partition by s.job_id order by s.sort_order, a.sort_order) as position
      from job_step_activities a join job_steps s on s.job_step_id = a.job_step_id join bench_jobs j on j.job_id = s.job_id`);

  // Candidates, one application each: a fifth go to the hot requisitions.
  await run(sql`insert into users (uuid, email, first_name, last_name, password_hash, updated_at)
    select md5('cand' || i)::uuid,
           lower((${arr(FIRST)})[1 + ${h('i', 3, FIRST.length)}]) || '.' || lower((${arr(LAST)})[1 + ${h('i', 4, LAST.length)}]) || '.' || i || '@bench.test',
           (${arr(FIRST)})[1 + ${h('i', 3, FIRST.length)}], (${arr(LAST)})[1 + ${h('i', 4, LAST.length)}], null, now()
      from generate_series(1, ${s.applications}) i`);
  await run(sql`create temporary table bench_apps as
    with hot as (select array_agg(job_id order by job_id) as ids from bench_jobs where hot),
         everyone as (select array_agg(job_id order by job_id) as ids from bench_jobs)
    select i, md5('app' || i)::uuid as ref_id,
           case when i % 5 = 0 then hot.ids[1 + (i / 5) % array_length(hot.ids, 1)] else everyone.ids[1 + i % array_length(everyone.ids, 1)] end as job_id,
           ${h('i', 5, 10)} as done
      from generate_series(1, ${s.applications}) i, hot, everyone`);
  // Each company's first staff member (assigned to a quarter of its applications) and its one
  // rejection reason, read once, so every column of an application is set in its insert: the
  // correlated update of assigned_user_id alone took over 7 minutes at scale 10.
  await run(sql`create temporary table bench_firsts as
    select a.account_id,
           (select min(ur.user_id) from user_roles ur join roles r on r.role_id = ur.role_id where r.account_id = a.account_id) as staff_id,
           (select min(rr.rejection_reason_id) from rejection_reasons rr where rr.account_id = a.account_id) as reason_id
      from bench_accounts a`);
  // Secondary indexes are built once after the load instead of row by row (those backing a
  // constraint stay: the keys are checked as rows arrive).
  const indexes = await deferIndexes(db, [
    'users',
    'user_trackers',
    'user_step_activities',
    'application_attribute_scores',
  ]);
  // The stage each application stands at (D230) is placed once, set-based, after the load, instead
  // of by the row trigger on each of a million inserts.
  await run(sql`alter table user_trackers disable trigger user_trackers_pipeline_step`);
  await run(sql`insert into user_trackers (ref_id, user_id, job_id, account_id, created_at, status, is_new, assigned_user_id,
                                           rejection_reason_id, rejected_at, completed_activity_count, current_job_step_id, fit_score, scored_at)
    select b.ref_id, u.user_id, b.job_id, j.account_id, c.created_at, c.status,
           ${h('b.i', 8, 100)} < 20,
           case when ${h('b.i', 10, 100)} < 25 then f.staff_id end,
           case when c.status = 'rejected' then f.reason_id end,
           case when c.status = 'rejected' and f.reason_id is not null then c.created_at + interval '2 days' end,
           least(b.done, 9), p.job_step_id,
           case when b.done >= 4 then 20 + ${h('b.i', 9, 7500)} / 100.0 end,
           case when b.done >= 4 then now() end
      from bench_apps b join bench_jobs j on j.job_id = b.job_id join users u on u.uuid = md5('cand' || b.i)::uuid
      join bench_firsts f on f.account_id = j.account_id
      left join bench_plan p on p.job_id = b.job_id and p.position = b.done + 1
      cross join lateral (select now() - make_interval(mins => ${h('b.i', 6, 90 * 24 * 60)}::int) as created_at,
        case when ${h('b.i', 7, 100)} < 15 then 'rejected' when ${h('b.i', 7, 100)} < 18 then 'hired' else 'active' end as status) c`);

  // Progress rows ("answers" of the plan) with the trigger off: the columns are set above.
  await run(sql`alter table user_step_activities disable trigger user_step_activities_progress_ins`);
  await run(sql`insert into user_step_activities (ref_id, job_step_activity_id, is_completed, completed_at)
    select b.ref_id, p.job_step_activity_id, true, now() from bench_apps b join bench_plan p on p.job_id = b.job_id and p.position <= least(b.done, 9)`);
  await run(sql`alter table user_step_activities enable trigger user_step_activities_progress_ins`);
  await run(sql`alter table user_trackers enable trigger user_trackers_pipeline_step`);
  await run(sql`select refresh_pipeline_steps(array(select job_id from bench_jobs))`);

  // Personality domain scores for those past the questionnaire.
  await run(sql`insert into application_attribute_scores (ref_id, attribute_type_id, score)
    select b.ref_id, t.attribute_type_id, 20 + ${h('b.i + t.attribute_type_id', 11, 8000)} / 100.0
      from bench_apps b cross join (select attribute_type_id from attribute_types where category = 'personality' and code in ('N', 'E', 'O', 'A', 'C')) t
     where b.done >= 4`);
  for (const definition of indexes) await run(sql.raw(definition));
  // The stages are placed by an update: vacuum so counts can use index-only scans.
  await run(sql`vacuum analyze`);
  return s;
}

/** Drops the tables' indexes that back no constraint and returns their definitions, to build once the data is in. */
async function deferIndexes(db: Db, tables: string[]): Promise<string[]> {
  const { rows } = await sql<{ name: string; definition: string }>`
    select i.indexrelid::regclass::text as name, pg_get_indexdef(i.indexrelid) as definition
      from pg_index i join pg_class t on t.oid = i.indrelid
     where t.relname in (${sql.join(tables)}) and t.relnamespace = 'public'::regnamespace
       and not exists (select 1 from pg_constraint c where c.conindid = i.indexrelid)`.execute(db);
  for (const row of rows) await sql.raw(`drop index ${row.name}`).execute(db);
  return rows.map((r) => r.definition);
}

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const scale = Number(arg('scale') ?? 1);
  const dir = arg('dir');
  const database = await openDatabase(
    process.env.DATABASE_URL ? { databaseUrl: process.env.DATABASE_URL } : { pgliteDir: dir },
  );
  const started = performance.now();
  const sizes = await generate(database.db, scale);
  console.log(`generated ${JSON.stringify(sizes)} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  await database.close();
}
