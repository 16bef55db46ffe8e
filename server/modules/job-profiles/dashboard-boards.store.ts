/**
 * The SQL of the job-profile dashboards (contracts/job-profile-dashboards.ts, D142): one set-based
 * definition per board of every (participant, measure, score) of the profile, with whether the
 * participant is still employed and their latest performance rating. The database reduces it to
 * each measure's figures and correlations (`boardStats`) and the sampled scatter points
 * (`boardPoints`), so a board costs two queries and sends back little whatever the number of people. Interview, interviewer and activity scores come from the
 * application the participant was hired from; resume measures from their experience entries.
 */
import { sql, type RawBuilder } from 'kysely';
import type { ProfileBoard } from '../../../contracts/job-profile-dashboards.ts';
import type { Db } from '../../db/database.ts';
import { hiredFrom, inScope, type EmployeeScope } from '../people/index.ts';
import { shownForHiring } from '../../db/shown-for-hiring.ts';

/** One measure's figures over the profile's participants, computed by the database. */
export interface MeasureStats {
  key: string;
  n: number;
  mean: number;
  /** Null below two people. */
  sd: number | null;
  min: number;
  max: number;
  /** `corr` of the score with staying (1) or leaving (0); null without spread. */
  turnover_r: number | null;
  /** People with a performance rating, and `corr` of the score with it. */
  rated_n: number;
  performance_r: number | null;
}

/** What the board shows as a measure's name, and its interview kit for a question. */
export interface MeasureName {
  key: string;
  name: string;
  detail: string;
}

/** A point of a measure's scatter, and which of its two scatters it belongs to. */
export interface MeasurePoint {
  key: string;
  score: number;
  stayed: boolean;
  rating: number | null;
  in_turnover: boolean;
  in_performance: boolean;
}

/** Per board: rows (employee_id, key, score) over the participants `p`; `boardNames` names the keys. */
function measures(board: ProfileBoard): RawBuilder<unknown> {
  switch (board) {
    case 'attributes':
      // A job profile is what a requisition hires for: scales kept out of hiring are not shown (D198, D266).
      return sql`select distinct on (s.employee_id, s.attribute_type_id) s.employee_id, 'attribute-' || s.attribute_type_id as key, s.score::float8 as score
        from employee_attribute_scores s join p on p.employee_id = s.employee_id
        join attribute_types at on at.attribute_type_id = s.attribute_type_id and ${shownForHiring('at')}
        order by s.employee_id, s.attribute_type_id, s.measured_at desc`;
    case 'activities':
      return sql`select p.employee_id, 'activity-' || a.job_step_activity_id as key, avg(s.score)::float8 as score
        from p join application_attribute_scores s on s.ref_id = p.ref_id and s.job_step_activity_id is not null
        join attribute_types at on at.attribute_type_id = s.attribute_type_id and ${shownForHiring('at')}
        join job_step_activities a on a.job_step_activity_id = s.job_step_activity_id
        group by p.employee_id, a.job_step_activity_id`;
    case 'interviewers':
      return sql`select p.employee_id, 'interviewer-' || ev.interviewer_user_id as key, avg(s.score)::float8 as score
        from p join interviews i on i.ref_id = p.ref_id and i.purpose = 'interview'
        join interview_evaluations ev on ev.interview_id = i.interview_id and ev.submitted_at is not null
        join interview_evaluation_scores s on s.interview_evaluation_id = ev.interview_evaluation_id
        join attribute_types at on at.attribute_type_id = s.attribute_type_id and ${shownForHiring('at')}
        join users u on u.user_id = ev.interviewer_user_id
        group by p.employee_id, ev.interviewer_user_id`;
    case 'interview':
      return sql`select p.employee_id, 'question-' || q.interview_kit_question_id as key, avg(s.score)::float8 as score
        from p join interviews i on i.ref_id = p.ref_id and i.purpose = 'interview' and i.interview_kit_id is not null
        join interview_evaluations ev on ev.interview_id = i.interview_id and ev.submitted_at is not null
        join interview_kit_questions q on q.interview_kit_id = i.interview_kit_id
        join interview_kits k on k.interview_kit_id = q.interview_kit_id
        join interview_kit_question_attributes qa on qa.interview_kit_question_id = q.interview_kit_question_id
        join interview_evaluation_scores s on s.interview_evaluation_id = ev.interview_evaluation_id and s.attribute_type_id = qa.attribute_type_id
        join attribute_types at on at.attribute_type_id = s.attribute_type_id and ${shownForHiring('at')}
        group by p.employee_id, q.interview_kit_question_id`;
    case 'resume':
      return sql`select p.employee_id, m.key, m.score
        from p join lateral (
          select sum(greatest(0, coalesce(x.end_date, case when x.is_current then current_date end, x.start_date) - x.start_date))::float8 / 365.25 as years, count(*)::float8 as positions
          from experiences x where x.user_id = p.user_id
          having count(*) > 0
        ) r on true
        cross join lateral (values ('years_experience', round(r.years::numeric, 1)::float8), ('positions', r.positions)) as m(key, score)`;
    case 'satisfaction':
      return sql`select v.employee_id, 'period-' || v.measured_at::text as key, avg(v.value)::float8 as score
        from employee_outcome_values v join p on p.employee_id = v.employee_id
        where v.outcome = 'satisfaction'
        group by v.employee_id, v.measured_at`;
  }
}

/** The board's rows as `rows` (employee_id, key, score, stayed, rating): one per participant and measure. */
function withRows(accountId: number, jobId: number, board: ProfileBoard, filter: EmployeeScope): RawBuilder<unknown> {
  return sql`
    with p as (
      select e.employee_id, e.end_date is null as stayed, ${hiredFrom} as ref_id, coalesce(e.user_id, t.user_id) as user_id
      from employees e left join user_trackers t on t.ref_id = ${hiredFrom}
      where e.account_id = ${accountId} and e.job_profile_id = ${jobId} and ${inScope(filter)}
    ),
    rating as (
      select distinct on (v.employee_id) v.employee_id, v.value::float8 as value
      from employee_outcome_values v join p on p.employee_id = v.employee_id
      where v.outcome = 'performance_rating'
      order by v.employee_id, v.measured_at desc
    ),
    m as (${measures(board)}),
    rows as (
      select m.employee_id, m.key, m.score, p.stayed, rating.value as rating
      from m join p on p.employee_id = m.employee_id left join rating on rating.employee_id = m.employee_id
    )`;
}

/** Each measure's distribution and correlations, so the server never receives every score. */
export async function boardStats(
  db: Db,
  accountId: number,
  jobId: number,
  board: ProfileBoard,
  filter: EmployeeScope = {},
): Promise<MeasureStats[]> {
  const r = await sql<MeasureStats>`${withRows(accountId, jobId, board, filter)}
    select key, count(*)::int as n, avg(score)::float8 as mean,
      stddev_samp(score)::float8 as sd, min(score)::float8 as min, max(score)::float8 as max,
      corr(score, case when stayed then 1 else 0 end)::float8 as turnover_r,
      count(rating)::int as rated_n, corr(score, rating)::float8 as performance_r
    from rows group by key order by key`.execute(db);
  return r.rows;
}

/**
 * Whether the j-th of l rows (from 0, in participant order) is among `max` evenly spaced ones: all
 * of them when l <= max, else the rows floor(i * l / max) for i from 0 to max - 1.
 */
function picked(j: RawBuilder<unknown>, l: RawBuilder<unknown>, max: number): RawBuilder<unknown> {
  const m = sql.lit(max);
  const i = sql`((${j} * ${m} + ${l} - 1) / ${l})`;
  return sql`(${l} <= ${m} or (${i} < ${m} and (${i} * ${l}) / ${m} = ${j}))`;
}

/** The points of each measure's two scatters: at most `max` per scatter, evenly spaced over the participants. */
export async function boardPoints(
  db: Db,
  accountId: number,
  jobId: number,
  board: ProfileBoard,
  max: number,
  filter: EmployeeScope = {},
): Promise<MeasurePoint[]> {
  const all = { j: sql`j`, l: sql`l` };
  const rated = { j: sql`jr`, l: sql`lr` };
  const inTurnover = picked(all.j, all.l, max);
  const inPerformance = sql`(rating is not null and ${picked(rated.j, rated.l, max)})`;
  const r = await sql<MeasurePoint>`${withRows(accountId, jobId, board, filter)},
    ranked as (
      select employee_id, key, score, stayed, rating,
        row_number() over (partition by key order by employee_id) - 1 as j,
        count(*) over (partition by key) as l,
        row_number() over (partition by key, rating is null order by employee_id) - 1 as jr,
        count(*) over (partition by key, rating is null) as lr
      from rows
    )
    select key, score, stayed, rating, ${inTurnover} as in_turnover, ${inPerformance} as in_performance
    from ranked where ${inTurnover} or ${inPerformance}
    order by key, employee_id`.execute(db);
  return r.rows;
}

/** Participants, those who have left, and those with a performance rating. */
export async function boardCounts(
  db: Db,
  accountId: number,
  jobId: number,
  filter: EmployeeScope = {},
): Promise<{ participants: number; left: number; rated: number }> {
  const r = await sql<{ participants: number; left: number; rated: number }>`
    select count(*)::int as participants, (count(*) filter (where e.end_date is not null))::int as left,
      (count(*) filter (where exists (select 1 from employee_outcome_values v where v.employee_id = e.employee_id and v.outcome = 'performance_rating')))::int as rated
    from employees e where e.account_id = ${accountId} and e.job_profile_id = ${jobId} and ${inScope(filter)}`.execute(
    db,
  );
  return r.rows[0] ?? { participants: 0, left: 0, rated: 0 };
}

/** Whether the board's figures count a participant's current job up to today (resume: years of experience), so they move with the day. */
export async function countsToToday(db: Db, accountId: number, jobId: number, board: ProfileBoard): Promise<boolean> {
  if (board !== 'resume') return false;
  const r = await sql<{ current: boolean }>`${withRows(accountId, jobId, board, {})}
    select exists (select 1 from p join experiences x on x.user_id = p.user_id where x.is_current and x.end_date is null) as current`.execute(
    db,
  );
  return r.rows[0]?.current ?? false;
}

/** Per board: (key, name, detail) of the keys `k`, read live, so a rename shows at once. */
function names(board: ProfileBoard, language: string): RawBuilder<unknown> {
  const id = sql`split_part(k.key, '-', 2)::int`;
  switch (board) {
    case 'attributes':
      return sql`select k.key, coalesce(tx.name, en.name, '') as name, '' as detail from k
        left join attribute_type_texts tx on tx.attribute_type_id = ${id} and tx.language = ${language}
        left join attribute_type_texts en on en.attribute_type_id = ${id} and en.language = 'en'`;
    case 'activities':
      return sql`select k.key, coalesce(a.title, '') as name, '' as detail from k left join job_step_activities a on a.job_step_activity_id = ${id}`;
    case 'interviewers':
      return sql`select k.key, concat_ws(' ', u.first_name, u.last_name) as name, '' as detail from k left join users u on u.user_id = ${id}`;
    case 'interview':
      return sql`select k.key, coalesce(q.question_text, '') as name, coalesce(kit.name, '') as detail from k
        left join interview_kit_questions q on q.interview_kit_question_id = ${id} left join interview_kits kit on kit.interview_kit_id = q.interview_kit_id`;
    case 'resume':
      return sql`select k.key, k.key as name, '' as detail from k`;
    case 'satisfaction':
      return sql`select k.key, substr(k.key, ${sql.lit('period-'.length + 1)}) as name, '' as detail from k`;
  }
}

/** The names of a board's measures in the viewer's language. */
export async function boardNames(
  db: Db,
  board: ProfileBoard,
  language: string,
  keys: readonly string[],
): Promise<Map<string, MeasureName>> {
  if (keys.length === 0) return new Map();
  const r =
    await sql<MeasureName>`with k as (select value as key from jsonb_array_elements_text(${JSON.stringify(keys)}::jsonb))
    ${names(board, language)}`.execute(db);
  return new Map(r.rows.map((row) => [row.key, row]));
}
