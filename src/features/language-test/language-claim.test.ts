import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Dexie } from 'dexie';
import { claimAttempt, claimOnce } from '../../offline/attempt-lock.ts';
import { OfflineDb } from '../../offline/db.ts';
import { openLanguageTest } from '../../offline/language-test.ts';

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
const usable = () => Promise.resolve(true);

beforeEach(() => {
  db = new OfflineDb(`language-claim-${crypto.randomUUID()}`);
  locks = new FakeLockManager() as unknown as LockManager;
});
afterEach(async () => {
  db.close();
  await Dexie.delete(db.name);
});

describe('one writer per language test across tabs (promise 10)', () => {
  it('given a tab has the language test open, when the same page opens it again and a second tab opens it, then the page stays the writer and the second tab is read-only on the same attempt', async () => {
    // This page: one claim per attempt, however often the screen mounts (claimOnce).
    const page = (attemptId: string) => claimOnce(attemptId, { locks });
    // Another tab: its own page, so its own claim against the same browser locks.
    const otherTab = (attemptId: string) => claimAttempt(attemptId, { locks });

    const first = await openLanguageTest(REF, ACTIVITY, { claim: page, isStorageUsable: usable, db });
    const remount = await openLanguageTest(REF, ACTIVITY, { claim: page, isStorageUsable: usable, db });
    const second = await openLanguageTest(REF, ACTIVITY, { claim: otherTab, isStorageUsable: usable, db });

    expect(first).toMatchObject({ status: 'open', role: 'owner' });
    expect(remount).toMatchObject({ status: 'open', role: 'owner' });
    expect(second).toMatchObject({ status: 'open', role: 'read-only' });
    if (first.status !== 'open' || second.status !== 'open') throw new Error('not opened');
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

    expect(await openLanguageTest(REF, ACTIVITY, { claim: tab, isStorageUsable: usable, db })).toMatchObject({ role: 'owner' });
    expect(await openLanguageTest(REF, ACTIVITY, { claim: tab, isStorageUsable: usable, db })).toMatchObject({ role: 'read-only' });

    claims[0]!.release();
    await new Promise((settled) => setTimeout(settled, 0));
    expect(await openLanguageTest(REF, ACTIVITY, { claim: tab, isStorageUsable: usable, db })).toMatchObject({ role: 'owner' });
  });
});

describe('a language test without usable device storage', () => {
  it('given IndexedDB is unusable (private mode, full disk), when the test opens, then it says so, writes nothing and claims nothing', async () => {
    let claimed = 0;
    const opening = await openLanguageTest(REF, ACTIVITY, {
      claim: async (attemptId) => {
        claimed += 1;
        return claimAttempt(attemptId, { locks });
      },
      isStorageUsable: () => Promise.resolve(false),
      db,
    });

    expect(opening).toEqual({ status: 'no-storage' });
    expect(claimed).toBe(0);
    expect(await db.attempts.count()).toBe(0);
  });

  it('given the probe passed but the database then cannot be used, when the test opens, then it reports no storage rather than an error', async () => {
    const broken = new OfflineDb(`language-broken-${crypto.randomUUID()}`);
    broken.close({ disableAutoOpen: true });

    const opening = await openLanguageTest(REF, ACTIVITY, { claim: (id) => claimAttempt(id, { locks }), isStorageUsable: usable, db: broken });

    expect(opening).toEqual({ status: 'no-storage' });
  });

  it('given a failure that is not about storage, when the test opens, then the error is not hidden', async () => {
    const failing = async () => {
      throw new Error('lock manager gone');
    };
    await expect(openLanguageTest(REF, ACTIVITY, { claim: failing, isStorageUsable: usable, db })).rejects.toThrow('lock manager gone');
  });
});
