/**
 * The SQL of the job-profile dashboards (contracts/job-profile-dashboards.ts, D142): one set-based
 * query per board gives every (participant, measure, score) of the profile, with whether the
 * participant is still employed and their latest performance rating, so a board is one query
 * whatever the number of people. Interview, interviewer and activity scores come from the
 * application the participant was hired from; resume measures from their experience entries.
 */
import { sql, type RawBuilder } from 'kysely';
import type { ProfileBoard } from '../../../contracts/job-profile-dashboards.ts';
import type { Db } from '../../db/database.ts';

export interface MeasureRow {
  employee_id: number;
  key: string;
  name: string;
  detail: string;
  score: number;
  stayed: boolean;
  rating: number | null;
}

/** The application a participant was hired from, as a uuid (the column is text; a malformed value links to nothing). */
const hiredFrom = sql`(case when e.hired_from_ref_id ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then e.hired_from_ref_id::uuid end)`;

/** Per board: rows (employee_id, key, name, detail, score) over the participants `p`. */
function measures(board: ProfileBoard, language: string): RawBuilder<unknown> {
  switch (board) {
    case 'attributes':
      return sql`select distinct on (s.employee_id, s.attribute_type_id) s.employee_id, 'attribute-' || s.attribute_type_id as key,
          coalesce(tx.name, en.name, '') as name, '' as detail, s.score::float8 as score
        from employee_attribute_scores s join p on p.employee_id = s.employee_id
        left join attribute_type_texts tx on tx.attribute_type_id = s.attribute_type_id and tx.language = ${language}
        left join attribute_type_texts en on en.attribute_type_id = s.attribute_type_id and en.language = 'en'
        order by s.employee_id, s.attribute_type_id, s.measured_at desc`;
    case 'activities':
      return sql`select p.employee_id, 'activity-' || a.job_step_activity_id as key, a.title as name, '' as detail, avg(s.score)::float8 as score
        from p join application_attribute_scores s on s.ref_id = p.ref_id and s.job_step_activity_id is not null
        join job_step_activities a on a.job_step_activity_id = s.job_step_activity_id
        group by p.employee_id, a.job_step_activity_id, a.title`;
    case 'interviewers':
      return sql`select p.employee_id, 'interviewer-' || ev.interviewer_user_id as key, concat_ws(' ', u.first_name, u.last_name) as name, '' as detail, avg(s.score)::float8 as score
        from p join interviews i on i.ref_id = p.ref_id and i.purpose = 'interview'
        join interview_evaluations ev on ev.interview_id = i.interview_id and ev.submitted_at is not null
        join interview_evaluation_scores s on s.interview_evaluation_id = ev.interview_evaluation_id
        join users u on u.user_id = ev.interviewer_user_id
        group by p.employee_id, ev.interviewer_user_id, u.first_name, u.last_name`;
    case 'interview':
      return sql`select p.employee_id, 'question-' || q.interview_kit_question_id as key, q.question_text as name, k.name as detail, avg(s.score)::float8 as score
        from p join interviews i on i.ref_id = p.ref_id and i.purpose = 'interview' and i.interview_kit_id is not null
        join interview_evaluations ev on ev.interview_id = i.interview_id and ev.submitted_at is not null
        join interview_kit_questions q on q.interview_kit_id = i.interview_kit_id
        join interview_kits k on k.interview_kit_id = q.interview_kit_id
        join interview_kit_question_attributes qa on qa.interview_kit_question_id = q.interview_kit_question_id
        join interview_evaluation_scores s on s.interview_evaluation_id = ev.interview_evaluation_id and s.attribute_type_id = qa.attribute_type_id
        group by p.employee_id, q.interview_kit_question_id, q.question_text, k.name`;
    case 'resume':
      return sql`select p.employee_id, m.key, m.key as name, '' as detail, m.score
        from p join lateral (
          select sum(greatest(0, coalesce(x.end_date, case when x.is_current then current_date end, x.start_date) - x.start_date))::float8 / 365.25 as years, count(*)::float8 as positions
          from experiences x where x.user_id = p.user_id
          having count(*) > 0
        ) r on true
        cross join lateral (values ('years_experience', round(r.years::numeric, 1)::float8), ('positions', r.positions)) as m(key, score)`;
    case 'satisfaction':
      return sql`select v.employee_id, 'period-' || v.measured_at::text as key, v.measured_at::text as name, '' as detail, avg(v.value)::float8 as score
        from employee_outcome_values v join p on p.employee_id = v.employee_id
        where v.outcome = 'satisfaction'
        group by v.employee_id, v.measured_at`;
  }
}

export async function boardRows(db: Db, accountId: number, jobId: number, board: ProfileBoard, language: string): Promise<MeasureRow[]> {
  const r = await sql<MeasureRow>`
    with p as (
      select e.employee_id, e.end_date is null as stayed, ${hiredFrom} as ref_id, coalesce(e.user_id, t.user_id) as user_id
      from employees e left join user_trackers t on t.ref_id = ${hiredFrom}
      where e.account_id = ${accountId} and e.job_profile_id = ${jobId}
    ),
    rating as (
      select distinct on (v.employee_id) v.employee_id, v.value::float8 as value
      from employee_outcome_values v join p on p.employee_id = v.employee_id
      where v.outcome = 'performance_rating'
      order by v.employee_id, v.measured_at desc
    ),
    m as (${measures(board, language)})
    select m.employee_id, m.key, m.name, m.detail, m.score, p.stayed, rating.value as rating
    from m join p on p.employee_id = m.employee_id left join rating on rating.employee_id = m.employee_id
    order by m.key, m.employee_id`.execute(db);
  return r.rows;
}

/** Participants, those who have left, and those with a performance rating. */
export async function boardCounts(db: Db, accountId: number, jobId: number): Promise<{ participants: number; left: number; rated: number }> {
  const r = await sql<{ participants: number; left: number; rated: number }>`
    select count(*)::int as participants, (count(*) filter (where e.end_date is not null))::int as left,
      (count(*) filter (where exists (select 1 from employee_outcome_values v where v.employee_id = e.employee_id and v.outcome = 'performance_rating')))::int as rated
    from employees e where e.account_id = ${accountId} and e.job_profile_id = ${jobId}`.execute(db);
  return r.rows[0] ?? { participants: 0, left: 0, rated: 0 };
}
