/**
 * A finished skills test's band on the staff's timed results (D392): the SEM of its version's
 * percent from the company's runs, as the figure `percent_sem`. Both reads of the timed results
 * carry it: the scorecard's and GET /smartreq/v1/timed-results/{id}/ (D392); nothing is read while
 * the plan has no finished skills test.
 */
import type { StaffTimedResult } from '../../../contracts/timed-results.ts';
import { skillsTestKind } from '../../../contracts/skills-test-kind.ts';
import type { Db } from '../../db/database.ts';
import { skillsTestBands } from '../scale-quality/index.ts';

/** Sets `percent_sem` on the finished skills tests of `results` (the application `refId`'s, at `accountId`). */
export async function addSkillsTestBands(
  db: Db,
  accountId: number,
  refId: string,
  results: readonly StaffTimedResult[],
): Promise<void> {
  if (!results.some((r) => r.activity_type === skillsTestKind.type && r.completed_at !== null)) return;
  const bands = await skillsTestBands(db, accountId, refId);
  for (const result of results) {
    const sem = result.activity_type === skillsTestKind.type ? bands.get(result.job_step_activity_id) : undefined;
    if (sem !== undefined) result.figures.percent_sem = sem;
  }
}
