/**
 * The skills test's result on the scorecard as a PL/pgSQL function (D343): the
 * same JSON object the correlated subquery of skills-staff-result.ts built (the submitted run's
 * time, its approved extra time, its score by server/scoring/skills-test.ts's rules), but its
 * score's three subqueries are planned once per connection and run only when a submitted run
 * exists. As a subquery of the scorecard's statement, PostgreSQL set up their plan nodes on every
 * view, also for the applicants (most of them) without a run.
 *
 * The scoring rules now live here too: a change to them is a new migration that replaces the
 * function (skills-test.test.ts compares the scorecard's score with the candidate's report).
 */
import { sql, type Kysely } from 'kysely';

const createFunction = `create or replace function skills_test_staff_result(p_ref_id uuid, p_activity integer)
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
    'total', (select count(*) from skills_test_questions q
      join skills_test_sections s on s.skills_test_section_id = q.skills_test_section_id
      where s.skills_test_id = run.skills_test_id and s.is_practice is not true),
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

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql.raw(createFunction).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('drop function if exists skills_test_staff_result(uuid, integer)').execute(db);
}
