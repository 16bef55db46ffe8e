/** Offline promise 10 across devices for the language test, the device's side: adopting a taken-over test (fake-indexeddb). */
import { beforeEach, describe, expect, it } from 'vitest';
import type { LanguageTakeOverResultType } from '../../../contracts/activity-lease.ts';
import { ApiError } from '../../lib/api-client.ts';
import type { OfflineDb } from '../../offline/db.ts';
import { freshOfflineDb } from '../../testing/offline-db.ts';
import { currentLeaseProblem } from '../../offline/attempt-lease.ts';
import { beginRecord } from '../../offline/attempts.ts';
import { recordLanguageAnswer, PartCompletedError } from '../../offline/language-test.ts';
import { continueLanguageHere, languageHeartbeat } from './language-lease.ts';

const REF = '1f3c9a8e-5b2d-4e6f-8a7b-9c0d1e2f3a4b';
const ACTIVITY = 12;
const READING = 31;
const LISTENING = 32;
let db: OfflineDb;

beforeEach(() => {
  db = freshOfflineDb('language-lease');
});

const result: LanguageTakeOverResultType = {
  lease_expires_at: '2026-11-21T10:02:30.000Z',
  lease_ms: 90_000,
  taken_over_at: '2026-11-21T10:01:00.000Z',
  parts: [
    { vendor_assessment_id: READING, status: 'completed', completed_at: '2026-11-21T09:50:00.000Z' },
    { vendor_assessment_id: LISTENING, status: 'in_progress', completed_at: null },
  ],
  answers: [
    {
      vendor_assessment_id: READING,
      item_id: 'r1',
      option_id: 'a',
      revision: 1,
      answered_at: '2026-11-21T09:45:00.000Z',
    },
    {
      vendor_assessment_id: LISTENING,
      item_id: 'l1',
      option_id: 'b',
      revision: 2,
      answered_at: '2026-11-21T10:00:00.000Z',
    },
  ],
};

describe('one writer across devices for the language test (offline promise 10): taking a test over', () => {
  it('given device B refused elsewhere, when it continues here, then the completed parts and the answers are adopted, no outbox entries, and it goes on above their revisions', async () => {
    const attempt = await beginRecord(REF, ACTIVITY, db);
    await db.attempts.update(attempt.attemptId, {
      lease: { kind: 'elsewhere', lastActiveAt: '2026-11-21T10:00:40.000Z' },
    });
    expect(currentLeaseProblem(await db.attempts.get(attempt.attemptId))).toMatchObject({ kind: 'elsewhere' });

    await continueLanguageHere(attempt, db, (async () => result) as never);
    const record = await db.attempts.get(attempt.attemptId);
    expect(currentLeaseProblem(record)).toBeUndefined();
    expect(record?.kindState).toEqual({ kind: 'language', parts: { [READING]: 'completed' } });
    expect(await db.answers.get([attempt.attemptId, `${LISTENING}:l1`])).toMatchObject({
      value: 'b',
      revision: 2,
      status: 'synced',
    });
    expect(await db.answers.get([attempt.attemptId, `${READING}:r1`])).toMatchObject({
      value: 'a',
      revision: 1,
      status: 'synced',
    });
    expect(await db.outbox.count()).toBe(0);
    expect(await recordLanguageAnswer(record!, LISTENING, 'l1', 'c', Date.now, db)).toBe(3);
    await expect(recordLanguageAnswer(record!, READING, 'r2', 'a', Date.now, db)).rejects.toBeInstanceOf(
      PartCompletedError,
    );
  });

  it('given the old device, its heartbeat turns it read-only once the test moved; a live lease refuses the take-over and records the times', async () => {
    const attempt = await beginRecord(REF, ACTIVITY, db);
    const moved = new ApiError({
      status: 409,
      body: {
        code: 'attempt_moved',
        message: 'Moved',
        errors: [{ prop: 'taken_over_at', message: '2026-11-21T10:01:00.000Z' }],
      },
    });
    const outcome = await languageHeartbeat(attempt, db, (async () => {
      throw moved;
    }) as never);
    expect(outcome.problem).toEqual({ kind: 'moved', takenOverAt: '2026-11-21T10:01:00.000Z' });
    expect(currentLeaseProblem(await db.attempts.get(attempt.attemptId))).toEqual({
      kind: 'moved',
      takenOverAt: '2026-11-21T10:01:00.000Z',
    });

    const leased = new ApiError({
      status: 409,
      body: {
        code: 'attempt_leased',
        message: 'Elsewhere',
        errors: [
          { prop: 'last_active_at', message: '2026-11-21T10:05:00.000Z' },
          { prop: 'lease_expires_at', message: '2026-11-21T10:06:30.000Z' },
        ],
      },
    });
    await expect(
      continueLanguageHere(attempt, db, (async () => {
        throw leased;
      }) as never),
    ).rejects.toBe(leased);
    expect(currentLeaseProblem(await db.attempts.get(attempt.attemptId))).toEqual({
      kind: 'elsewhere',
      lastActiveAt: '2026-11-21T10:05:00.000Z',
      leaseExpiresAt: '2026-11-21T10:06:30.000Z',
    });
    expect(await db.answers.count()).toBe(0);
  });
});
