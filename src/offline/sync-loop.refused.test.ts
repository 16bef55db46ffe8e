import { beforeEach, describe, expect, it } from 'vitest';
import type { OfflineDb } from './db.ts';
import { freshOfflineDb } from '../testing/offline-db.ts';
import { recordAnswer } from './answers.ts';
import { beginAttempt } from './attempts.ts';
import { SyncLoop } from './sync-loop.ts';

const REF = '1f3c9a8e-5b2d-4e6f-8a7b-9c0d1e2f3a4b';
let db: OfflineDb;

beforeEach(() => {
  db = freshOfflineDb('refusal-report');
});

describe('the sync loop tells of a write refused for good (D270: the company is told)', () => {
  it('given an answer refused for good, then the loop tells onRefused once, after the refusal is recorded on the answer', async () => {
    await beginAttempt({ attemptId: 'a1', refId: REF, jobStepActivityId: 12 }, db);
    await recordAnswer({ attemptId: 'a1', itemId: 'q1', value: 1 }, db);
    const keys: string[] = [];
    const told: { kind: string; code: string; statusAtTheTime: string | undefined }[] = [];
    await new SyncLoop({
      db,
      send: async (entry) =>
        entry.kind === 'answer'
          ? { kind: 'refused', refusal: { status: 400, code: 'invalid-body', message: 'no' } }
          : { kind: 'ok', data: { attempt_id: 'a1', server_started_at: new Date().toISOString() } },
      onRefused: async (entry, refusal) => {
        const answer = await db.answers.get(['a1', 'q1']);
        told.push({ kind: entry.kind, code: refusal.code, statusAtTheTime: answer?.status });
        keys.push(entry.idempotencyKey);
      },
    }).drain({ force: true });

    expect(told).toEqual([{ kind: 'answer', code: 'invalid-body', statusAtTheTime: 'refused' }]);
    const [queued] = await db.answers.toArray();
    expect(queued?.status).toBe('refused');
    expect(keys).toHaveLength(1);
  });
});
