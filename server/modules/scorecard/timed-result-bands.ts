/**
 * What the staff's timed results carry beside the kinds' own figures, on both reads of them (the
 * scorecard's and GET /smartreq/v1/timed-results/{id}/): a finished skills test's band (D392),
 * the SEM of its version's percent from the company's runs as the figure `percent_sem`, nothing
 * read while the plan has no finished skills test; and how each test was taken (D402).
 */
import type { StaffTimedResult } from '../../../contracts/timed-results.ts';
import { skillsTestKind } from '../../../contracts/skills-test-kind.ts';
import type { Db } from '../../db/database.ts';
import { skillsTestBands } from '../scale-quality/index.ts';
import { integrityTotals } from '../integrity/index.ts';

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

/**
 * Sets `taken` on the finished results whose run the candidate's device reported signals for
 * (D402) or another device took over (D486): the totals only, read in one grouped statement with
 * the take-overs (D496), and only when a timed test is finished
 * (the usual scorecard, whose applicant has none, reads nothing more).
 */
export async function addIntegrityTotals(db: Db, refId: string, results: readonly StaffTimedResult[]): Promise<void> {
  if (!results.some((r) => r.completed_at !== null)) return;
  const totals = await integrityTotals(db, refId);
  for (const result of results) {
    const taken = result.completed_at === null ? undefined : totals.get(result.job_step_activity_id);
    if (taken) result.taken = taken;
  }
}
