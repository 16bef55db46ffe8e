/**
 * The scorecard's timed tests (contracts/timed-results.ts): each typing, skills and speed test
 * activity of the application's plan, in plan order, with the stored result once there is one.
 * The skills score is computed from the stored answers as the candidate's own report does.
 */
import type { StaffTimedResult } from '../../../contracts/timed-results.ts';
import type { Language } from '../../../contracts/user.ts';
import type { Db } from '../../db/database.ts';
import type { StaffApplication } from '../../http/team-access.ts';
import { scoredRun } from '../skills-test/skills-test-reads.service.ts';
import { findRun } from '../skills-test/skills-test.store.ts';
import * as store from './timed-results.store.ts';

const iso = (value: Date | string | null | undefined) => (value ? new Date(value).toISOString() : null);
const num = (value: string | number | null | undefined) =>
  value === null || value === undefined ? null : Number(value);

export async function staffTimedResults(
  db: Db,
  application: StaffApplication,
  language: Language,
): Promise<StaffTimedResult[]> {
  const activities = await store.timedActivitiesOfApplication(db, application.job.job_id);
  const results: StaffTimedResult[] = [];
  for (const activity of activities) {
    const base = { job_step_activity_id: activity.job_step_activity_id, title: activity.title };
    if (activity.activity_type === 'typing_test') {
      const row = await store.typingResult(db, application.ref_id, activity.job_step_activity_id);
      results.push({
        kind: 'typing_test',
        ...base,
        completed_at: iso(row?.completed_at),
        time_accommodation: num(row?.time_accommodation),
        net_wpm: num(row?.net_wpm),
        raw_wpm: num(row?.raw_wpm),
        accuracy: num(row?.accuracy),
      });
    } else if (activity.activity_type === 'skills_test') {
      const run = await findRun(db, application.ref_id, activity.job_step_activity_id);
      // Before the submission there is no score to show (the sections may still be running).
      const score = run?.submitted_at ? await scoredRun(db, run, language) : undefined;
      const accommodation = run ? await store.skillsAccommodation(db, run.user_skills_test_id) : undefined;
      results.push({
        kind: 'skills_test',
        ...base,
        completed_at: iso(run?.submitted_at),
        time_accommodation: num(accommodation),
        correct: score?.correct ?? null,
        total: score?.total ?? null,
        percent: score?.percent ?? null,
      });
    } else {
      const row = await store.speedResult(db, application.ref_id, activity.job_step_activity_id);
      results.push({
        kind: 'speed_test',
        ...base,
        completed_at: iso(row?.completed_at),
        time_accommodation: null,
        download_mbps: num(row?.download_mbps),
        upload_mbps: num(row?.upload_mbps),
        latency_ms: num(row?.latency_ms),
      });
    }
  }
  return results;
}
