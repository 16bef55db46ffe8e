import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { claimAttempt, claimOnce } from '../../offline/attempt-lock.ts';
import type { OfflineDb } from '../../offline/db.ts';
import { freshOfflineDb } from '../../testing/offline-db.ts';
import { beginRecord } from '../../offline/attempts.ts';
import { isStorageFailure } from '../../offline/storage.ts';

const REF = '1f3c9a8e-5b2d-4e6f-8a7b-9c0d1e2f3a4b';
const ACTIVITY = 42;

/** The browser edge: a LockManager with the exclusive, ifAvailable semantics the code uses (as attempt-lock.test.ts). */
class FakeLockManager {
  private readonly held = new Set<string>();

  async request(name: string, options: LockOptions, task: (lock: Lock | null) => Promise<unknown>): Promise<unknown> {
    if (options.ifAvailable && this.held.has(name)) return task(null);
    this.held.add(name);
    try {
      return await task({ name, mode: 'exclusive' } as Lock);
    } finally {
      this.held.delete(name);
    }
  }
}

let db: OfflineDb;
let locks: LockManager;

/** What the activity shell does on opening (device-channel.tsx with languageFlavour): begin the record, then claim it. */
async function open(claim: (attemptId: string) => Promise<Awaited<ReturnType<typeof claimAttempt>>>) {
  const attempt = await beginRecord(REF, ACTIVITY, db);
  return { attempt, role: (await claim(attempt.attemptId)).role };
}

beforeEach(() => {
  db = freshOfflineDb('language-claim');
  locks = new FakeLockManager() as unknown as LockManager;
});

describe('one writer per language test across tabs (promise 10)', () => {
  it('given a tab has the language test open, when the same page opens it again and a second tab opens it, then the page stays the writer and the second tab is read-only on the same attempt', async () => {
    // This page: one claim per attempt, however often the screen mounts (claimOnce).
    const page = (attemptId: string) => claimOnce(attemptId, { locks });
    // Another tab: its own page, so its own claim against the same browser locks.
    const otherTab = (attemptId: string) => claimAttempt(attemptId, { locks });

    const first = await open(page);
    const remount = await open(page);
    const second = await open(otherTab);

    expect(first).toMatchObject({ role: 'owner' });
    expect(remount).toMatchObject({ role: 'owner' });
    expect(second).toMatchObject({ role: 'read-only' });
    expect(second.attempt.attemptId).toBe(first.attempt.attemptId);
    expect(await db.attempts.count()).toBe(1);
  });

  it('given the writing tab lets go, when the other tab opens the test again, then it becomes the writer', async () => {
    const claims: Awaited<ReturnType<typeof claimAttempt>>[] = [];
    const tab = async (attemptId: string) => {
      const claim = await claimAttempt(attemptId, { locks });
      claims.push(claim);
      return claim;
    };

    expect(await open(tab)).toMatchObject({ role: 'owner' });
    expect(await open(tab)).toMatchObject({ role: 'read-only' });

    claims[0]!.release();
    await new Promise((settled) => setTimeout(settled, 0));
    expect(await open(tab)).toMatchObject({ role: 'owner' });
  });
});

describe('a language test without usable device storage', () => {
  it('given the probe passed but the database then cannot be used, when the test begins, then the failure reads as no storage (the shell shows what the test needs)', async () => {
    const broken = freshOfflineDb('language-broken');
    broken.close({ disableAutoOpen: true });

    const failure = await beginRecord(REF, ACTIVITY, broken).then(
      () => undefined,
      (error: unknown) => error,
    );

    expect(isStorageFailure(failure)).toBe(true);
  });

  it('given a failure that is not about storage, then it is not taken for one', () => {
    expect(isStorageFailure(new Error('lock manager gone'))).toBe(false);
    expect(isStorageFailure(null)).toBe(false);
  });
});
