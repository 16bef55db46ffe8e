/**
 * The skills test's result on the scorecard (contracts/timed-results.ts): scored from the stored
 * answers as the candidate's report is, once submitted (before, a score would tell which answers are right).
 */
import type { StaffResultReader } from '../activity/server-kind.ts';
import { scoredRun } from './skills-test-reads.service.ts';
import { findRun } from './skills-test.store.ts';

export const skillsStaffResult: StaffResultReader = async (db, refId, jobStepActivityId, language) => {
  const run = await findRun(db, refId, jobStepActivityId);
  if (!run?.submitted_at) return undefined;
  const score = await scoredRun(db, run, language);
  // Every section of a run gets the same approved extra time: the largest is that.
  const sections = await db
    .selectFrom('user_skills_test_sections')
    .select((eb) => eb.fn.max('time_accommodation').as('accommodation'))
    .where('user_skills_test_id', '=', run.user_skills_test_id)
    .executeTakeFirst();
  return {
    completed_at: new Date(run.submitted_at).toISOString(),
    time_accommodation: sections?.accommodation == null ? null : Number(sections.accommodation),
    figures: { percent: score.percent, correct: score.correct, total: score.total },
  };
};
