/**
 * How a timed test was taken (D402), on real PGlite: the candidate's device sends two times away
 * from the page, a paste attempt and an offline spell on their typing test, after the test was
 * scored (nothing refuses signals for the test's state); the same signals sent again are kept
 * once; staff on the job read the facts with their totals, and the typing result is unchanged with
 * the totals beside it on the scorecard;
 * another candidate, an activity that is not a timed test, and another company learn nothing.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StaffIntegritySummary } from '../../../contracts/integrity-signals.ts';
import type { KeyEvent } from '../../../contracts/typing-score.ts';
import type { StaffTimedResult } from '../../../contracts/timed-results.ts';
import { REMOTE_SUPPORT_JOB_UUID } from '../../db/seed/demo-typing-speed.ts';
import { activityOfKind, applyTo } from '../../test/job-kit.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
type S = Awaited<ReturnType<TestApp['signIn']>>;
let owner: S, otherOwner: S, li: S, candidate: S;
let ref: string;
let typingId: number;

beforeAll(async () => {
  t = await startTestApp({ RATE_LIMIT_MAX: '1000' });
  [owner, otherOwner, li, candidate] = (await Promise.all(
    ['owner@demo-company.test', 'owner@other-company.test', 'li.wei@assay.test', 'candidate@assay.test'].map((e) =>
      t.signIn(e),
    ),
  )) as [S, S, S, S];
  ref = await applyTo(t, li, REMOTE_SUPPORT_JOB_UUID);
  typingId = await activityOfKind(t, REMOTE_SUPPORT_JOB_UUID, 'typing_test');
});
afterAll(async () => t.close());

const send = (who: S, body: unknown) =>
  t.request({ method: 'POST', url: '/api/user-response/v1/integrity-signals/', token: who.token, body });

async function staffRead(who: S, ref: string, path = 'integrity-signals') {
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

describe('how a timed test was taken', () => {
  it('given a scored typing test, when the device sends its signals (twice), then staff read each once with its totals, and the result is unchanged', async () => {
    // Nothing yet: no activity listed.
    const empty = await staffRead(owner, ref);
    expect(empty.statusCode, empty.body).toBe(200);
    expect(empty.json().data).toEqual([]);

    const read = await t.request({
      method: 'GET',
      url: `/api/user-response/v1/typing-tests/job_step_activity/${typingId}/user/${li.userId}/ref/${ref}/?language=en`,
      token: li.token,
    });
    const passage = read.json().data.passage as { typing_passage_id: number; text: string };
    const events: KeyEvent[] = [...passage.text.slice(0, 60)].map((k, i) => ({ t: (i + 1) * 150, k }));
    const scored = await t.request({
      method: 'POST',
      url: '/api/user-response/v1/score-typing-tests/',
      token: li.token,
      body: {
        attempt_id: randomUUID(),
        ref_id: ref,
        job_step_activity_id: typingId,
        typing_passage_id: passage.typing_passage_id,
        typed_text: passage.text.slice(0, 60),
        events,
        elapsed_ms: events.at(-1)!.t,
      },
    });
    expect(scored.statusCode, scored.body).toBe(200);
    const resultBefore = (await staffRead(owner, ref, 'timed-results')).json().data;

    // Sent in the order the outbox kept them, after the submission (an offline device sends late).
    const signals = [
      { signal_id: randomUUID(), kind: 'page_hidden', occurred_at: '2026-11-30T10:00:05Z', duration_ms: 12_000 },
      { signal_id: randomUUID(), kind: 'paste', occurred_at: '2026-11-30T10:00:30Z' },
      { signal_id: randomUUID(), kind: 'offline', occurred_at: '2026-11-30T10:01:00Z', duration_ms: 180_000 },
      { signal_id: randomUUID(), kind: 'page_hidden', occurred_at: '2026-11-30T10:04:10Z', duration_ms: 29_000 },
    ];
    const body = { ref_id: ref, job_step_activity_id: typingId, signals };
    const first = await send(li, body);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toEqual({ recorded: 4 });
    // A lost answer sent again: the same signals are kept once.
    const again = await send(li, body);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().data).toEqual({ recorded: 0 });

    const res = await staffRead(owner, ref);
    expect(res.statusCode, res.body).toBe(200);
    const [summary, ...others] = res.json().data as StaffIntegritySummary[];
    expect(others).toEqual([]);
    expect(summary).toMatchObject({
      job_step_activity_id: typingId,
      activity_type: 'typing_test',
      page_hidden: { count: 2, total_ms: 41_000 },
      focus_lost: { count: 0, total_ms: 0 },
      offline: { count: 1, total_ms: 180_000 },
      paste: 1,
      fullscreen_exit: 0,
      resize: 0,
    });
    expect(summary!.signals.map((s) => [s.kind, s.duration_ms])).toEqual([
      ['page_hidden', 12_000],
      ['paste', null],
      ['offline', 180_000],
      ['page_hidden', 29_000],
    ]);
    expect(summary!.signals[0]!.occurred_at).toBe('2026-11-30T10:00:05.000Z');
    // No signal changes a score: the typing result is as before, with how it was taken beside it,
    // on the scorecard and in the timed results alone.
    const taken = {
      page_hidden: { count: 2, total_ms: 41_000 },
      focus_lost: { count: 0, total_ms: 0 },
      offline: { count: 1, total_ms: 180_000 },
      paste: 1,
      fullscreen_exit: 0,
      resize: 0,
    };
    const after = (await staffRead(owner, ref, 'timed-results')).json().data as StaffTimedResult[];
    expect(after).toEqual(
      (resultBefore as StaffTimedResult[]).map((r) => (r.job_step_activity_id === typingId ? { ...r, taken } : r)),
    );
    expect((await staffRead(owner, ref, 'scorecard')).json().data.timedResults).toEqual(after);

    // Another company's owner: 404; the candidate does not read the staff view.
    expect((await staffRead(otherOwner, ref)).statusCode).toBe(404);
    expect((await staffRead(li, ref)).statusCode).toBe(403);
  });

  it("given someone else's application or an activity that is no timed test, then 404 and nothing more is kept", async () => {
    const speedId = await activityOfKind(t, REMOTE_SUPPORT_JOB_UUID, 'speed_test');
    const signal = () => ({ signal_id: randomUUID(), kind: 'paste', occurred_at: '2026-11-30T10:00:00Z' });

    const notTheirs = await send(candidate, { ref_id: ref, job_step_activity_id: typingId, signals: [signal()] });
    expect(notTheirs.statusCode, notTheirs.body).toBe(404);
    const notTimed = await send(li, { ref_id: ref, job_step_activity_id: speedId, signals: [signal()] });
    expect(notTimed.statusCode, notTimed.body).toBe(404);
    const kept = await t.db
      .selectFrom('integrity_signals')
      .select('signal_id')
      .where('ref_id', '=', ref)
      .where('kind', '=', 'paste')
      .execute();
    expect(kept).toHaveLength(1);

    // A kind the contract does not know, and a lasting spell's duration out of range: 400.
    const unknownKind = await send(li, {
      ref_id: ref,
      job_step_activity_id: typingId,
      signals: [{ ...signal(), kind: 'webcam' }],
    });
    expect(unknownKind.statusCode).toBe(400);
    const negative = await send(li, {
      ref_id: ref,
      job_step_activity_id: typingId,
      signals: [{ ...signal(), kind: 'page_hidden', duration_ms: -1 }],
    });
    expect(negative.statusCode).toBe(400);
  });
});
