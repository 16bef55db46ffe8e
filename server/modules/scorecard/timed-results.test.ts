/**
 * The scorecard's timed tests (contracts/timed-results.ts): staff on the job read the typing and
 * speed results the candidate's runs left, as the server scored them; before a run, the activity
 * is listed with no result; another company learns nothing.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { activityOfKind, applyTo } from '../../test/job-kit.ts';
import { REMOTE_SUPPORT_JOB_UUID } from '../../db/seed/demo-typing-speed.ts';
import type { KeyEvent } from '../../../contracts/typing-score.ts';
import type { StaffTimedResult } from '../../../contracts/timed-results.ts';

let t: TestApp;
type S = Awaited<ReturnType<TestApp['signIn']>>;
let owner: S, otherOwner: S, li: S;

beforeAll(async () => {
  t = await startTestApp({ RATE_LIMIT_MAX: '1000' });
  [owner, otherOwner, li] = (await Promise.all(
    ['owner@demo-company.test', 'owner@other-company.test', 'li.wei@assay.test'].map((e) => t.signIn(e)),
  )) as [S, S, S];
});
afterAll(async () => t.close());

async function timedResults(who: S, ref: string, path = 'timed-results') {
  const application = await t.db
    .selectFrom('user_trackers')
    .select('user_step_tracker_id')
    .where('ref_id', '=', ref)
    .executeTakeFirstOrThrow();
  return t.request({
    method: 'GET',
    url: `/api/smartreq/v1/${path}/${application.user_step_tracker_id}/`,
    token: who.token,
  });
}

/** The scorecard's own timed results (D310): the same list as the endpoint's, in the same read. */
async function scorecardTimedResults(who: S, ref: string): Promise<StaffTimedResult[]> {
  const card = await timedResults(who, ref, 'scorecard');
  expect(card.statusCode, card.body).toBe(200);
  return card.json().data.timedResults as StaffTimedResult[];
}

describe("the scorecard's timed tests", () => {
  it('given a candidate who typed and measured the connection, then staff on the job read both results as the server scored them', async () => {
    const ref = await applyTo(t, li, REMOTE_SUPPORT_JOB_UUID);
    const typingId = await activityOfKind(t, REMOTE_SUPPORT_JOB_UUID, 'typing_test');
    const speedId = await activityOfKind(t, REMOTE_SUPPORT_JOB_UUID, 'speed_test');

    const before = await timedResults(owner, ref);
    expect(before.statusCode, before.body).toBe(200);
    expect(before.json().data).toEqual([
      expect.objectContaining({
        activity_type: 'typing_test',
        job_step_activity_id: typingId,
        completed_at: null,
        figures: {},
      }),
      expect.objectContaining({
        activity_type: 'speed_test',
        job_step_activity_id: speedId,
        completed_at: null,
        figures: {},
      }),
    ]);
    expect(await scorecardTimedResults(owner, ref)).toEqual(before.json().data);

    const read = await t.request({
      method: 'GET',
      url: `/api/user-response/v1/typing-tests/job_step_activity/${typingId}/user/${li.userId}/ref/${ref}/?language=en`,
      token: li.token,
    });
    const passage = read.json().data.passage as { typing_passage_id: number; text: string };
    // One letter left out: one error, the rest judged in place (D198).
    const typed = passage.text.slice(0, 40) + passage.text.slice(41, 80);
    const events: KeyEvent[] = [...typed].map((k, i) => ({ t: (i + 1) * 150, k }));
    const scored = await t.request({
      method: 'POST',
      url: '/api/user-response/v1/score-typing-tests/',
      token: li.token,
      body: {
        attempt_id: randomUUID(),
        ref_id: ref,
        job_step_activity_id: typingId,
        typing_passage_id: passage.typing_passage_id,
        typed_text: typed,
        events,
        elapsed_ms: events.at(-1)!.t,
      },
    });
    expect(scored.statusCode, scored.body).toBe(200);
    const typing = scored.json().data as { net_wpm: number; raw_wpm: number; accuracy: number };
    const speed = await t.request({
      method: 'POST',
      url: '/api/integration/v1/speed-test/result/',
      token: li.token,
      body: {
        ref_id: ref,
        job_step_activity_id: speedId,
        download_mbps: 48.5,
        upload_mbps: 12.25,
        latency_ms: 31.5,
        jitter_ms: 4,
        method_version: 'test-1',
      },
    });
    expect(speed.statusCode, speed.body).toBe(200);

    const after = await timedResults(owner, ref);
    const [typingRow, speedRow] = after.json().data as StaffTimedResult[];
    expect(typingRow).toMatchObject({
      activity_type: 'typing_test',
      figures: { net_wpm: typing.net_wpm, raw_wpm: typing.raw_wpm, accuracy: typing.accuracy },
      time_accommodation: 1,
    });
    expect(typing.accuracy).toBeLessThan(100);
    expect(typingRow!.completed_at).not.toBeNull();
    expect(speedRow).toMatchObject({
      activity_type: 'speed_test',
      figures: { download_mbps: 48.5, upload_mbps: 12.25, latency_ms: 31.5 },
    });
    expect(await scorecardTimedResults(owner, ref)).toEqual(after.json().data);

    // Another company's owner: 404, as for every read of an application they may not work on.
    expect((await timedResults(otherOwner, ref)).statusCode).toBe(404);
    // The candidate reads their own results on their own screens, not the staff list.
    expect((await timedResults(li, ref)).statusCode).toBe(403);
  });
});
