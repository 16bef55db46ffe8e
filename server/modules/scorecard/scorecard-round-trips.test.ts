/**
 * What one scorecard read costs the database in statements (D496), on real PGlite: a scorecard
 * whose timed test is finished and was taken over by another device reads the moves (D486) in the
 * statement that totals the test's signals (D402), not in one more round trip.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answersHash } from '../../../contracts/user-response.ts';
import { loadUser } from '../../db/signed-in-user.store.ts';
import { asDevice, freshApplication, lapse, target } from '../../test/lease-kit.ts';
import { countingStatements } from '../../test/statement-count.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { buildScorecard } from './scorecard.service.ts';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp({ RATE_LIMIT_MAX: '1000' });
});
afterAll(async () => t.close());

const A = 'device-aaaa-trips';
const B = 'device-bbbb-trips';

async function ok(res: Promise<{ statusCode: number; body: string }>) {
  const done = await res;
  expect(done.statusCode, done.body).toBe(200);
  return JSON.parse(done.body) as { data: Record<string, unknown> };
}

/** A skills test started on device A, taken over by device B once A's lease lapsed, and submitted on B. */
async function movedAndFinished() {
  const a = await freshApplication(t, 'skills_test');
  const read = await ok(
    t.request({
      method: 'GET',
      url: `/api/user-response/v1/skills-test/${a.ref_id}/?job_step_activity_id=${a.job_step_activity_id}`,
      token: a.who.token,
    }),
  );
  const sections = read.data.sections as { skills_test_section_id: number; is_practice: boolean }[];
  const section = sections.find((s) => !s.is_practice)!;
  await ok(
    asDevice(t, a.who, A, {
      url: '/api/user-response/v1/skills-test/start-section-time/',
      body: {
        ...target(a),
        skills_test_section_id: section.skills_test_section_id,
        started_at: new Date().toISOString(),
      },
    }),
  );
  await lapse(t, a);
  await ok(asDevice(t, a.who, B, { url: '/api/user-response/v1/skills-test/lease/take-over/', body: target(a) }));
  const digest = { answer_count: 0, answers_hash: await answersHash([]) };
  await ok(
    asDevice(t, a.who, B, { url: '/api/user-response/v1/skills-test/submit/', body: { ...target(a), ...digest } }),
  );
  return t.db
    .selectFrom('user_trackers')
    .select('user_step_tracker_id')
    .where('ref_id', '=', a.ref_id)
    .executeTakeFirstOrThrow();
}

describe('the statements of one scorecard read (D496)', () => {
  it('given a finished timed test moved to another device, then a repeated read runs 6 statements, the move among its facts', async () => {
    const { user_step_tracker_id: id } = await movedAndFinished();
    const owner = await t.signIn('owner@demo-company.test');
    const viewer = (await loadUser(t.db, owner.userId))!;
    const statements = countingStatements(t.db);
    // The first read also marks the application seen and audits the viewer's read (once an hour, D290).
    await buildScorecard(statements.db, viewer, id);
    statements.reset();
    const card = await buildScorecard(statements.db, viewer, id);
    expect(card.timedResults.find((r) => r.completed_at !== null)?.taken?.device_moves).toHaveLength(1);
    expect(statements.count()).toBe(6);
  });
});
