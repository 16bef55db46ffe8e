// The demo seed's hires (demo-hires.ts): on a fresh seed every job-profile dashboard has figures,
// and the same ones once read from the profiles' summaries (D164).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROFILE_BOARDS, type ProfileBoardReport } from '../../../contracts/job-profile-dashboards.ts';
import { refreshProfileSummaries } from '../../modules/job-profiles/index.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { DEMO_PROFILES } from './demo-job-profiles.ts';
import { HIRES_PER_PROFILE } from './demo-hires.ts';

let t: TestApp;
let owner: Awaited<ReturnType<TestApp['signIn']>>;
const live = new Map<string, ProfileBoardReport>();

beforeAll(async () => {
  t = await startTestApp({ RATE_LIMIT_MAX: '1000' });
  owner = await t.signIn('owner@demo-company.test');
});
afterAll(async () => t.close());

describe('the demo hires', () => {
  for (const profile of DEMO_PROFILES) {
    it(`give every dashboard of ${profile.title} measures with a correlation`, async () => {
      const { job_id } = await t.db
        .selectFrom('jobs')
        .select('job_id')
        .where('uuid', '=', profile.uuid)
        .executeTakeFirstOrThrow();
      const hired = await t.db
        .selectFrom('employees')
        .select('employee_id')
        .where('job_profile_id', '=', job_id)
        .where('hired_from_ref_id', 'is not', null)
        .execute();
      expect(hired).toHaveLength(HIRES_PER_PROFILE);
      for (const board of PROFILE_BOARDS) {
        const url = `/api/job/v1/profiles/${job_id}/dashboards/${board}/`;
        const res = await t.request({ method: 'GET', url, token: owner.token });
        expect(res.statusCode, board).toBe(200);
        const report = res.json().data as ProfileBoardReport;
        expect(report.figures_as_of, board).toBeNull();
        live.set(url, report);
        expect(report.measures.length, board).toBeGreaterThan(0);
        // Satisfaction lists its periods oldest first, when few had started: the best-answered one.
        const first = report.measures.reduce((a, b) => (b.n > a.n ? b : a));
        expect(first.n, board).toBeGreaterThanOrEqual(5);
        expect(
          report.measures.some((m) => m.turnover.correlation.r !== null && m.performance.correlation.r !== null),
          board,
        ).toBe(true);
        expect(first.turnover.points.length, board).toBeGreaterThan(0);
      }
    });
  }

  it('answer exactly the same figures from the summaries after a refresh', async () => {
    expect(await refreshProfileSummaries(t.db)).toBeGreaterThanOrEqual(DEMO_PROFILES.length);
    expect(live.size).toBe(DEMO_PROFILES.length * PROFILE_BOARDS.length);
    for (const [url, report] of live) {
      const res = await t.request({ method: 'GET', url, token: owner.token });
      const summarised = res.json().data as ProfileBoardReport;
      expect(summarised.figures_as_of, url).not.toBeNull();
      expect({ ...summarised, figures_as_of: null }, url).toEqual(report);
    }
  });
});
