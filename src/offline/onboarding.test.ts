import { beforeEach, describe, expect, it } from 'vitest';
import { onboardingDigest, type OnboardingAnswer, type SubmitOnboardingReceipt } from '../../contracts/onboarding.ts';
import type { OfflineDb } from './db.ts';
import { freshOfflineDb } from '../testing/offline-db.ts';
import type { SentEntry } from './kinds/index.ts';
import { SyncLoop, type SendResult } from './sync-loop.ts';
import { onboardingAttemptId, onboardingDraftKey, queueOnboardingSubmission } from './onboarding.ts';

const REF = '1f3c9a8e-5b2d-4e6f-8a7b-9c0d1e2f3a4b';
const ACTIVITY = 12;
const ATTEMPT = onboardingAttemptId(REF, ACTIVITY);
const answers: OnboardingAnswer[] = [
  { field_key: 'legal_name', value: 'Li Wei' },
  { field_key: 'preferred_name', value: '' },
  { field_key: 'handbook', value: 'true' },
];
let db: OfflineDb;

beforeEach(async () => {
  db = freshOfflineDb('onboarding');
  await db.formDrafts.put({
    key: onboardingDraftKey(REF, ACTIVITY),
    values: { legal_name: 'Li Wei', handbook: 'true' },
    updatedAt: new Date().toISOString(),
  });
  await queueOnboardingSubmission({ refId: REF, activityId: ACTIVITY, answers }, db);
});

/** The server's receipt for `held`: the count and hash of the answers it stored. */
const receiptOf = async (held: OnboardingAnswer[]): Promise<SubmitOnboardingReceipt> => ({
  ref_id: REF,
  job_step_activity_id: ACTIVITY,
  is_completed: true,
  completed_at: '2026-11-21T09:00:00.000Z',
  ...(await onboardingDigest(held)),
});

async function drainWith(outcomes: SendResult[]): Promise<SentEntry[]> {
  const sent: SentEntry[] = [];
  const loop = new SyncLoop({
    db,
    send: async (entry) => (sent.push(entry), outcomes.shift() ?? { kind: 'retry', error: 'no answer left' }),
    random: () => 0,
  });
  await loop.drain({ force: true });
  return sent;
}

const draft = () => db.formDrafts.get(onboardingDraftKey(REF, ACTIVITY));

describe('promise 8: a receipt before deletion (onboarding form submission)', () => {
  it('given a receipt that repeats the count and hash of the answers sent, then the attempt is submitted and only then the draft deleted', async () => {
    const receipt = await receiptOf(answers);
    const sent = await drainWith([{ kind: 'ok', data: receipt }]);
    expect(sent).toHaveLength(1);
    // An empty value is no answer: two answered fields.
    expect(sent[0]!.payload).toMatchObject({ answers, answer_count: 2, answers_hash: receipt.answers_hash });
    expect(await db.attempts.get(ATTEMPT)).toMatchObject({ status: 'submitted' });
    expect(await draft()).toBeUndefined();
  });

  it('given a receipt of other answers, then the draft is kept, the same answers are sent again under a new key, and the draft goes once a receipt matches', async () => {
    const wrong = await receiptOf(answers.slice(0, 1));
    const sent = await drainWith([
      { kind: 'ok', data: wrong },
      { kind: 'ok', data: await receiptOf(answers) },
    ]);
    expect(sent).toHaveLength(2);
    expect(sent[1]!.idempotencyKey).not.toBe(sent[0]!.idempotencyKey);
    expect(sent[1]!.payload).toMatchObject({ answers });
    expect(await db.attempts.get(ATTEMPT)).toMatchObject({ status: 'submitted', resyncs: 1 });
    expect(await draft()).toBeUndefined();
  });

  it('given the server found the answers that arrived different (409 answers_mismatch), then they are sent again with the draft kept until the receipt', async () => {
    const outcomes: SendResult[] = [
      { kind: 'refused', refusal: { status: 409, code: 'answers_mismatch', message: 'differ' } },
    ];
    const loop = new SyncLoop({
      db,
      send: async () => outcomes.shift() ?? { kind: 'retry', error: 'offline' },
      random: () => 0,
    });
    expect(await loop.drain({ force: true })).toBe('waiting');
    expect(await db.attempts.get(ATTEMPT)).toMatchObject({ status: 'submitting', resyncs: 1 });
    expect(await draft()).toBeDefined();
    expect(await db.outbox.count()).toBe(1);
    outcomes.push({ kind: 'ok', data: await receiptOf(answers) });
    await loop.drain({ force: true });
    expect(await db.attempts.get(ATTEMPT)).toMatchObject({ status: 'submitted' });
    expect(await draft()).toBeUndefined();
  });

  it('given a receipt that never matches, then after the resends the form reopens with the difference and the draft is kept', async () => {
    const wrong = await receiptOf(answers.slice(0, 1));
    const sent = await drainWith(Array.from({ length: 6 }, (): SendResult => ({ kind: 'ok', data: wrong })));
    expect(sent).toHaveLength(4);
    expect(await db.attempts.get(ATTEMPT)).toMatchObject({
      status: 'in-progress',
      resyncs: 3,
      refusal: { code: 'receipt_mismatch' },
    });
    expect((await draft())?.values).toEqual({ legal_name: 'Li Wei', handbook: 'true' });
    expect(await db.outbox.count()).toBe(0);
  });

  it('given the form was submitted before with other answers (409 attempt_submitted), then it counts as submitted but the draft is kept', async () => {
    const sent = await drainWith([
      { kind: 'refused', refusal: { status: 409, code: 'attempt_submitted', message: 'already' } },
    ]);
    expect(sent).toHaveLength(1);
    expect(await db.attempts.get(ATTEMPT)).toMatchObject({
      status: 'submitted',
      refusal: { code: 'attempt_submitted' },
    });
    expect(await draft()).toBeDefined();
  });
});
