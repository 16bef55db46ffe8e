/**
 * The skills test's result on the scorecard (contracts/timed-results.ts): once submitted (before, a
 * score would tell which answers are right), scored from the stored answers as the candidate's
 * report is (server/scoring/skills-test.ts: on-time answers with a correct option of the test, to a
 * question of their own timed section, over the questions of the timed sections), in SQL so the
 * scorecard reads it in its one statement. The SQL is the database function
 * skills_test_staff_result (migration 0147, D343): its score's subqueries are planned once per
 * connection and run only for a submitted run, where as subqueries of the scorecard's statement
 * they were set up on every view.
 */
import { sql } from 'kysely';
import { percentOf } from '../../scoring/skills-test.ts';
import { isoOf, type StaffResultReader } from '../activity/index.ts';

export const skillsStaffResult: StaffResultReader = {
  select: (refId, activity) => sql`skills_test_staff_result(${refId}, ${activity})`,
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
