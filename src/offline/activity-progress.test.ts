import { beforeEach, describe, expect, it } from 'vitest';
import { onboardingDigest, type OnboardingAnswer } from '../../contracts/onboarding.ts';
import { typingRunDigest } from '../../contracts/typing-test.ts';
import { deviceActivities, isServerBehind, trackerStatus, type TrackerStatus } from './activity-progress.ts';
import { beginAttempt, beginRecord, submitAttempt } from './attempts.ts';
import type { OfflineDb } from './db.ts';
import { freshOfflineDb } from '../testing/offline-db.ts';
import { recordAnswer } from './answers.ts';
import { onboardingAttemptId, queueOnboardingSubmission } from './onboarding.ts';
import { submitSkills } from './skills-test.ts';
import { SyncLoop, type SendResult } from './sync-loop.ts';
import type { SentEntry } from './kinds/index.ts';
import { FakeAnswerServer } from './testing/fake-answer-server.ts';
import { finishTypingRun, startTypingRun } from './typing-runs.ts';

const REF = '1f3c9a8e-5b2d-4e6f-8a7b-9c0d1e2f3a4b';
const OTHER_REF = '2a4c6e80-1b3d-4f5a-8b7c-9d0e1f2a3b4c';
const NOT_STARTED = { is_completed: false };
const COMPLETED = { is_completed: true };
let db: OfflineDb;

beforeEach(() => {
  db = freshOfflineDb('activity-progress');
});

/** What the tracker shows for `activityId`, the server's answer (read at `readAt`) weighed against the device's. */
async function shown(activityId: number, server: { is_completed: boolean }, readAt: number): Promise<TrackerStatus> {
  const device = await deviceActivities(REF, db);
  return trackerStatus(server, readAt, device.get(activityId));
}

/** Drains the outbox once with these answers from the server. */
async function drainWith(send: (entry: SentEntry) => SendResult | Promise<SendResult>) {
  await new SyncLoop({ db, send: async (entry) => send(entry), random: () => 0 }).drain({ force: true });
}

describe('the tracker weighs the server against the device (D194)', () => {
  it('given nothing on the device, then it shows what the server says', async () => {
    expect(await shown(3, NOT_STARTED, Date.now())).toBe('open');
    expect(await shown(3, COMPLETED, Date.now())).toBe('completed');
  });

  it('questionnaire: begun → Continue; submitted offline → sent, never Start; the receipt → completed although the server read says not started', async () => {
    const readBefore = Date.now() - 1_000;
    const attemptId = crypto.randomUUID();
    await beginAttempt({ attemptId, refId: REF, jobStepActivityId: 3 }, db);
    await recordAnswer({ attemptId, itemId: 'q1', value: 'a' }, db);
    expect(await shown(3, NOT_STARTED, readBefore)).toBe('begun');

    await submitAttempt(attemptId, db);
    expect(await shown(3, NOT_STARTED, readBefore)).toBe('sent');
    // Even a server answer read after the submission was queued: the server cannot know of it yet.
    expect(await shown(3, NOT_STARTED, Date.now() + 1)).toBe('sent');

    const server = new FakeAnswerServer();
    await drainWith(server.send);
    expect((await db.attempts.get(attemptId))?.status).toBe('submitted');
    expect(await shown(3, NOT_STARTED, readBefore)).toBe('completed');
    // The device is ahead of the tracker it shows: the tracker asks the server again.
    const device = (await deviceActivities(REF, db)).get(3);
    expect(isServerBehind(NOT_STARTED, readBefore, device)).toBe(true);
    expect(isServerBehind(COMPLETED, readBefore, device)).toBe(false);
  });

  it('questionnaire: a server answer read after the receipt wins (the activity was opened again for a re-take)', async () => {
    const attemptId = crypto.randomUUID();
    await beginAttempt({ attemptId, refId: REF, jobStepActivityId: 3 }, db);
    await submitAttempt(attemptId, db);
    await drainWith(new FakeAnswerServer().send);
    const changedAt = (await db.attempts.get(attemptId))!.statusChangedAt!;
    expect(await shown(3, NOT_STARTED, changedAt + 1)).toBe('open');
    expect(isServerBehind(NOT_STARTED, changedAt + 1, (await deviceActivities(REF, db)).get(3))).toBe(false);
  });

  it('a submission the server refused goes back to begun (Continue), not completed', async () => {
    const attemptId = crypto.randomUUID();
    await beginAttempt({ attemptId, refId: REF, jobStepActivityId: 4 }, db);
    await submitAttempt(attemptId, db);
    await drainWith((entry) =>
      entry.kind === 'submit'
        ? { kind: 'refused', refusal: { status: 400, code: 'validation_error', message: 'no' } }
        : { kind: 'ok', data: {} },
    );
    expect(await shown(4, NOT_STARTED, 0)).toBe('begun');
  });

  it('typing test: a finished run waiting in the outbox is sent; its scored result is completed', async () => {
    const attemptId = crypto.randomUUID();
    await startTypingRun(
      { attemptId, refId: REF, jobStepActivityId: 6, passageId: 2, passageText: 'the cat', limitSeconds: 60 },
      db,
    );
    const events = [...'the '].map((k, i) => ({ t: (i + 1) * 100, k }));
    await finishTypingRun(attemptId, { events, typedText: 'the ', elapsedMs: 60_000 }, db);
    const readBefore = Date.now() - 1;
    expect(await shown(6, NOT_STARTED, readBefore)).toBe('sent');

    const digest = await typingRunDigest({ typing_passage_id: 2, typed_text: 'the ', events });
    await drainWith(() => ({
      kind: 'ok',
      data: {
        attempt_id: attemptId,
        typing_passage_id: 2,
        net_wpm: 12,
        raw_wpm: 14,
        accuracy: 95,
        corrections: 1,
        keystrokes: 4,
        elapsed_ms: 60_000,
        ...digest,
      },
    }));
    expect(await shown(6, NOT_STARTED, readBefore)).toBe('completed');
  });

  it('typing test: a finished run the server refused for good is shown as not accepted, never Continue; by the lease it stays begun', async () => {
    const attemptId = crypto.randomUUID();
    await startTypingRun(
      { attemptId, refId: REF, jobStepActivityId: 6, passageId: 2, passageText: 'the cat', limitSeconds: 60 },
      db,
    );
    await finishTypingRun(attemptId, { events: [{ t: 100, k: 't' }], typedText: 't', elapsedMs: 60_000 }, db);
    await drainWith(() => ({
      kind: 'refused',
      refusal: { status: 413, code: 'payload_too_large', message: 'Request body is too large' },
    }));
    expect(await shown(6, NOT_STARTED, 0)).toBe('refused');
    expect(await shown(6, COMPLETED, 0)).toBe('completed');

    await db.attempts.update(attemptId, { refusal: { status: 409, code: 'attempt_leased', message: 'elsewhere' } });
    expect(await shown(6, NOT_STARTED, 0)).toBe('begun');
  });

  it('skills test: the final submission queued is sent', async () => {
    const attempt = await beginRecord(REF, 7, db);
    expect(await shown(7, NOT_STARTED, 0)).toBe('begun');
    await submitSkills(attempt, db);
    expect(await shown(7, NOT_STARTED, Date.now() + 1)).toBe('sent');
  });

  it('onboarding form: queued is sent; its receipt is completed', async () => {
    const answers: OnboardingAnswer[] = [{ field_key: 'legal_name', value: 'Li Wei' }];
    await queueOnboardingSubmission({ refId: REF, activityId: 12, answers }, db);
    const readBefore = Date.now() - 1;
    expect(await shown(12, NOT_STARTED, readBefore)).toBe('sent');
    const receipt = {
      ref_id: REF,
      job_step_activity_id: 12,
      is_completed: true,
      completed_at: new Date().toISOString(),
      ...(await onboardingDigest(answers)),
    };
    await drainWith(() => ({ kind: 'ok', data: receipt }));
    expect((await db.attempts.get(onboardingAttemptId(REF, 12)))?.status).toBe('submitted');
    expect(await shown(12, NOT_STARTED, readBefore)).toBe('completed');
  });

  it("reads only this application's attempts, and the newest attempt at an activity", async () => {
    const old = crypto.randomUUID();
    await beginAttempt({ attemptId: old, refId: REF, jobStepActivityId: 3, startedAt: '2026-01-01T00:00:00.000Z' }, db);
    await submitAttempt(old, db);
    await beginAttempt({ attemptId: crypto.randomUUID(), refId: REF, jobStepActivityId: 3 }, db);
    await beginAttempt({ attemptId: crypto.randomUUID(), refId: OTHER_REF, jobStepActivityId: 9 }, db);
    const device = await deviceActivities(REF, db);
    expect([...device.keys()]).toEqual([3]);
    expect(device.get(3)?.status).toBe('in-progress');
  });

  it('every status change on an attempt is stamped, whoever writes it; until then its creation counts', async () => {
    const attemptId = crypto.randomUUID();
    await beginAttempt({ attemptId, refId: REF, jobStepActivityId: 3, startedAt: '2026-01-01T00:00:00.000Z' }, db);
    await db.attempts.update(attemptId, { refusal: undefined });
    expect((await db.attempts.get(attemptId))!.statusChangedAt).toBeUndefined();
    expect((await deviceActivities(REF, db)).get(3)?.changedAt).toBe(Date.parse('2026-01-01T00:00:00.000Z'));
    const before = Date.now();
    await db.attempts.update(attemptId, { status: 'submitting' });
    expect((await db.attempts.get(attemptId))!.statusChangedAt).toBeGreaterThanOrEqual(before);
  });
});
