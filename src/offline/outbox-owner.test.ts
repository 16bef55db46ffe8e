import { beforeEach, describe, expect, it } from 'vitest';
import type { OfflineDb } from './db.ts';
import { freshOfflineDb } from '../testing/offline-db.ts';
import type { SentEntry } from './kinds/index.ts';
import { recordAnswer } from './answers.ts';
import { beginAttempt } from './attempts.ts';
import { belongsTo, stampOutboxOwner } from './outbox-owner.ts';
import { SyncLoop } from './sync-loop.ts';

const REF = '1f3c9a8e-5b2d-4e6f-8a7b-9c0d1e2f3a4b';
let db: OfflineDb;
let user: number | undefined;

beforeEach(() => {
  db = freshOfflineDb('owner');
  user = 7;
  stampOutboxOwner(db, () => user);
});

describe('the owner of outbox entries', () => {
  it('given a signed-in user, when an answer is queued, then its entries carry the user id', async () => {
    await beginAttempt({ attemptId: 'a1', refId: REF, jobStepActivityId: 12 }, db);
    await recordAnswer({ attemptId: 'a1', itemId: 'q1', value: 1 }, db);

    expect((await db.outbox.toArray()).map((e) => e.ownerId)).toEqual([7, 7]);
  });

  it('given entries of user 7, when user 8 signs in and the loop drains, then none of them is sent and they stay queued', async () => {
    await beginAttempt({ attemptId: 'a1', refId: REF, jobStepActivityId: 12 }, db);
    await recordAnswer({ attemptId: 'a1', itemId: 'q1', value: 1 }, db);
    user = 8;
    await beginAttempt({ attemptId: 'b1', refId: REF, jobStepActivityId: 13 }, db);
    const sent: SentEntry[] = [];
    const loop = new SyncLoop({
      db,
      send: (entry) => {
        sent.push(entry);
        return Promise.resolve({ kind: 'ok', data: {} });
      },
      mayTake: (entry) => belongsTo(entry, 8),
    });

    expect(await loop.drain()).toBe('empty');

    expect(sent.map((e) => e.attemptId)).toEqual(['b1']);
    expect((await db.outbox.toArray()).map((e) => e.ownerId)).toEqual([7, 7]);
  });

  it('given unstamped entries from before owners were recorded, then only their last drainer (or nobody known) may send them', () => {
    const old: Pick<SentEntry, 'ownerId'> = {};
    expect(belongsTo(old, 8, 7)).toBe(false);
    expect(belongsTo(old, 7, 7)).toBe(true);
    expect(belongsTo(old, 8, undefined)).toBe(true);
    expect(belongsTo({ ownerId: 7 }, 7, 8)).toBe(true);
  });
});
