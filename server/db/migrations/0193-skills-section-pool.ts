/**
 * A skills test's timed section may draw some of its questions per run (D503): `pool_size` N shows
 * each run N of the section's questions, drawn from the run's seed by the one shuffle
 * (contracts/attempt-order.ts `drawnQuestions`); null shows all of them, as before. The scorecard's
 * score (skills_test_staff_result, 0147, D343) counts a pooled section as N questions, N never above
 * the section's count; its right answers were already counted per answer, and an answer to a
 * question the run did not draw is refused when it is written (skills-test.service.ts), so the
 * score is over the drawn questions only, as the candidate's report scores them.
 */
import { sql, type Kysely } from 'kysely';

const scoredFunction = (
  total: string,
) => `create or replace function skills_test_staff_result(p_ref_id uuid, p_activity integer)
  returns json language plpgsql stable as $$
declare
  run record;
begin
  select r.user_skills_test_id, r.skills_test_id, r.submitted_at into run
    from user_skills_tests r
   where r.ref_id = p_ref_id and r.job_step_activity_id = p_activity and r.submitted_at is not null
   limit 1;
  if not found then
    return null;
  end if;
  return json_build_object(
    'completed_at', run.submitted_at,
    -- Every section of a run gets the same approved extra time: the largest is that.
    'time_accommodation', (select max(us.time_accommodation) from user_skills_test_sections us
      where us.user_skills_test_id = run.user_skills_test_id),
    'total', ${total},
    'correct', (select count(*) from user_skills_test_answers a
      join user_skills_test_sections us on us.user_skills_test_section_id = a.user_skills_test_section_id
      join skills_test_sections s on s.skills_test_section_id = us.skills_test_section_id
        and s.skills_test_id = run.skills_test_id and s.is_practice is not true
      join skills_test_questions q on q.skills_test_question_id = a.skills_test_question_id
        and q.skills_test_section_id = s.skills_test_section_id
      join skills_test_options o on o.skills_test_option_id = a.skills_test_option_id and o.is_correct
      join skills_test_questions oq on oq.skills_test_question_id = o.skills_test_question_id
      join skills_test_sections os on os.skills_test_section_id = oq.skills_test_section_id
        and os.skills_test_id = run.skills_test_id
      where us.user_skills_test_id = run.user_skills_test_id and a.is_late is not true));
end
$$`;

/** Each timed section's drawn count: its pool size, at most its questions. */
const pooledTotal = `(select coalesce(sum(case when s.pool_size is null then n.count else least(s.pool_size, n.count) end), 0)
      from skills_test_sections s
      join lateral (select count(*) as count from skills_test_questions q
        where q.skills_test_section_id = s.skills_test_section_id) n on true
      where s.skills_test_id = run.skills_test_id and s.is_practice is not true)`;

/** 0147's: every question of the timed sections. */
const wholeTotal = `(select count(*) from skills_test_questions q
      join skills_test_sections s on s.skills_test_section_id = q.skills_test_section_id
      where s.skills_test_id = run.skills_test_id and s.is_practice is not true)`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table skills_test_sections add column if not exists pool_size integer
    constraint skills_test_sections_pool_size_check check (pool_size is null or pool_size >= 1)`.execute(db);
  await sql.raw(scoredFunction(pooledTotal)).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw(scoredFunction(wholeTotal)).execute(db);
  await sql`alter table skills_test_sections drop column if exists pool_size`.execute(db);
}
