/**
 * The skills test's result on the scorecard (contracts/timed-results.ts): once submitted (before, a
 * score would tell which answers are right), scored from the stored answers as the candidate's
 * report is (server/scoring/skills-test.ts: on-time answers with a correct option of the test, to a
 * question of their own timed section, over the questions of the timed sections), in SQL so the
 * scorecard reads it in its one statement.
 */
import { sql } from 'kysely';
import { percentOf } from '../../scoring/skills-test.ts';
import { isoOf, type StaffResultReader } from '../activity/server-kind.ts';

export const skillsStaffResult: StaffResultReader = {
  select: (refId, activity) => sql`
    select json_build_object(
      'completed_at', r.submitted_at,
      -- Every section of a run gets the same approved extra time: the largest is that.
      'time_accommodation', (select max(us.time_accommodation) from user_skills_test_sections us
        where us.user_skills_test_id = r.user_skills_test_id),
      'total', (select count(*) from skills_test_questions q
        join skills_test_sections s on s.skills_test_section_id = q.skills_test_section_id
        where s.skills_test_id = r.skills_test_id and s.is_practice is not true),
      'correct', (select count(*) from user_skills_test_answers a
        join user_skills_test_sections us on us.user_skills_test_section_id = a.user_skills_test_section_id
        join skills_test_sections s on s.skills_test_section_id = us.skills_test_section_id
          and s.skills_test_id = r.skills_test_id and s.is_practice is not true
        join skills_test_questions q on q.skills_test_question_id = a.skills_test_question_id
          and q.skills_test_section_id = s.skills_test_section_id
        join skills_test_options o on o.skills_test_option_id = a.skills_test_option_id and o.is_correct
        join skills_test_questions oq on oq.skills_test_question_id = o.skills_test_question_id
        join skills_test_sections os on os.skills_test_section_id = oq.skills_test_section_id
          and os.skills_test_id = r.skills_test_id
        where us.user_skills_test_id = r.user_skills_test_id and a.is_late is not true))
    from user_skills_tests r
    where r.ref_id = ${refId} and r.job_step_activity_id = ${activity} and r.submitted_at is not null
    limit 1`,
  read: (row) => {
    const correct = Number(row.correct);
    const total = Number(row.total);
    return {
      completed_at: isoOf(row.completed_at),
      time_accommodation: row.time_accommodation == null ? null : Number(row.time_accommodation),
      figures: { percent: percentOf(correct, total), correct, total },
    };
  },
};
