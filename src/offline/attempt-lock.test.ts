import { describe, expect, it } from 'vitest';
import { claimAttempt } from './attempt-lock.ts';

/** The browser edge: a LockManager with the exclusive, ifAvailable semantics the code uses. */
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

describe('one writer per attempt with Web Locks (promise 10)', () => {
  it('given a tab owns an attempt, when a second tab opens it, then the second is read-only until the first lets go', async () => {
    const locks = new FakeLockManager() as unknown as LockManager;

    const first = await claimAttempt('a1', { locks });
    const second = await claimAttempt('a1', { locks });
    const otherAttempt = await claimAttempt('a2', { locks });

    expect(first.role).toBe('owner');
    expect(second.role).toBe('read-only');
    expect(otherAttempt.role).toBe('owner');

    first.release();
    await new Promise((settled) => setTimeout(settled, 0));
    expect((await claimAttempt('a1', { locks })).role).toBe('owner');
  });
});

describe('one writer per attempt without Web Locks (BroadcastChannel)', () => {
  const options = { locks: null, answerWindowMs: 30 };

  it('given a tab owns an attempt, when a second tab opens it, then the second is read-only; after release a third owns it', async () => {
    const first = await claimAttempt('b1', options);
    const second = await claimAttempt('b1', options);

    expect(first.role).toBe('owner');
    expect(second.role).toBe('read-only');

    first.release();
    const third = await claimAttempt('b1', options);
    expect(third.role).toBe('owner');
    third.release();
  });

  it('given three tabs open the same attempt at the same moment, when they settle, then exactly one owns it', async () => {
    const claims = await Promise.all([
      claimAttempt('c1', options),
      claimAttempt('c1', options),
      claimAttempt('c1', options),
    ]);

    expect(claims.filter((c) => c.role === 'owner')).toHaveLength(1);
    for (const claim of claims) claim.release();
  });
});
