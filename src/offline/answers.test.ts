import { beforeEach, describe, expect, it } from 'vitest';
import { OfflineDb } from './db.ts';
import { freshOfflineDb } from '../testing/offline-db.ts';
import { AttemptClosedError, observePendingCount, pendingCount, recordAnswer, UnknownAttemptError } from './answers.ts';
import { beginAttempt, submitAttempt } from './attempts.ts';

const ATTEMPT = '7d0a1c52-0b7e-4c39-9a55-2b8f3f0e6a11';
const REF = '1f3c9a8e-5b2d-4e6f-8a7b-9c0d1e2f3a4b';
let db: OfflineDb;

beforeEach(async () => {
  db = freshOfflineDb('answers');
  await beginAttempt({ attemptId: ATTEMPT, refId: REF, jobStepActivityId: 12 }, db);
});

const answerEntries = () => db.outbox.filter((e) => e.kind === 'answer').toArray();

describe('recording an answer', () => {
  it('given an attempt in progress, when an answer is recorded, then its local state and an outbox entry with a fresh key are both saved', async () => {
    const saved = await recordAnswer(
      { attemptId: ATTEMPT, itemId: 'q1', value: 4, answeredAt: '2026-11-21T10:00:00.000Z' },
      db,
    );

    expect(saved).toMatchObject({ revision: 1, status: 'pending', value: 4 });
    const [entry] = await answerEntries();
    expect(entry?.payload).toEqual({
      ref_id: REF,
      job_step_activity_id: 12,
      attempt_id: ATTEMPT,
      item_id: 'q1',
      value: 4,
      revision: 1,
      answered_at: '2026-11-21T10:00:00.000Z',
    });
    expect(entry?.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('given an answer saved (promise 3), when another connection opens the database as after a killed tab, then the answer and its outbox entry are there', async () => {
    await recordAnswer({ attemptId: ATTEMPT, itemId: 'q1', value: 'yes' }, db);

    const afterCrash = new OfflineDb(db.name);
    expect(await afterCrash.answers.get([ATTEMPT, 'q1'])).toMatchObject({ value: 'yes' });
    expect(await afterCrash.outbox.where('[attemptId+itemId]').equals([ATTEMPT, 'q1']).count()).toBe(1);
    afterCrash.close();
  });

  it('given the outbox write fails, when an answer is recorded, then neither the answer nor the entry is saved and the caller hears of it', async () => {
    const failOutbox = () => {
      throw new Error('QuotaExceededError');
    };
    db.outbox.hook('creating', failOutbox);

    await expect(recordAnswer({ attemptId: ATTEMPT, itemId: 'q1', value: 1 }, db)).rejects.toThrow(
      'QuotaExceededError',
    );

    db.outbox.hook('creating').unsubscribe(failOutbox);
    expect(await db.answers.count()).toBe(0);
    expect(await answerEntries()).toHaveLength(0);
  });

  it('given an item answered twice, when it is changed a third time, then its revision is 3 and each change has its own entry and key', async () => {
    for (const value of [1, 2, 3]) await recordAnswer({ attemptId: ATTEMPT, itemId: 'q1', value }, db);
    await recordAnswer({ attemptId: ATTEMPT, itemId: 'q2', value: ['a', 'b'] }, db);

    expect(await db.answers.get([ATTEMPT, 'q1'])).toMatchObject({ revision: 3, value: 3 });
    expect(await db.answers.get([ATTEMPT, 'q2'])).toMatchObject({ revision: 1 });
    const entries = await answerEntries();
    expect(entries.map((e) => [e.itemId, e.revision])).toEqual([
      ['q1', 1],
      ['q1', 2],
      ['q1', 3],
      ['q2', 1],
    ]);
    expect(new Set(entries.map((e) => e.idempotencyKey)).size).toBe(4);
  });

  it('given a submitted attempt, when an answer is recorded, then it is refused with a typed error and nothing is written', async () => {
    await recordAnswer({ attemptId: ATTEMPT, itemId: 'q1', value: 1 }, db);
    await submitAttempt(ATTEMPT, db);

    const attempt = recordAnswer({ attemptId: ATTEMPT, itemId: 'q1', value: 2 }, db);

    await expect(attempt).rejects.toBeInstanceOf(AttemptClosedError);
    await expect(attempt).rejects.toMatchObject({ code: 'attempt_submitted' });
    expect(await db.answers.get([ATTEMPT, 'q1'])).toMatchObject({ revision: 1, value: 1 });
  });

  it('given no attempt was begun on this device, when an answer is recorded, then it is refused', async () => {
    await expect(recordAnswer({ attemptId: 'other', itemId: 'q1', value: 1 }, db)).rejects.toBeInstanceOf(
      UnknownAttemptError,
    );
  });

  it('given a value outside the contract, when it is recorded, then it is refused before anything is written', async () => {
    await expect(
      recordAnswer({ attemptId: ATTEMPT, itemId: 'q1', value: { nested: true } as never }, db),
    ).rejects.toThrow();
    expect(await db.answers.count()).toBe(0);
  });
});

describe('the pending count', () => {
  it('given answers waiting, when counted, then an item changed twice counts once', async () => {
    await recordAnswer({ attemptId: ATTEMPT, itemId: 'q1', value: 1 }, db);
    await recordAnswer({ attemptId: ATTEMPT, itemId: 'q1', value: 2 }, db);
    await recordAnswer({ attemptId: ATTEMPT, itemId: 'q2', value: 2 }, db);

    expect(await pendingCount(db)).toBe(2);
  });

  it('given a subscriber to the live count, when an answer is recorded, then it sees the new count', async () => {
    const seen: number[] = [];
    const subscription = observePendingCount(db).subscribe((count) => seen.push(count));
    await expect.poll(() => seen.at(-1)).toBe(0);

    await recordAnswer({ attemptId: ATTEMPT, itemId: 'q1', value: 1 }, db);

    await expect.poll(() => seen.at(-1)).toBe(1);
    subscription.unsubscribe();
  });
});
