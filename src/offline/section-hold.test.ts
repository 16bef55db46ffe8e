import { describe, expect, it } from 'vitest';
import {
  decideUpdate,
  holdSection,
  isSectionInProgress,
  localSectionHolds,
  SECTION_LOCK,
  shouldClaimOnActivate,
} from './section-hold.ts';

/**
 * The browser edge shared by every tab and the service worker: a LockManager with shared locks
 * and query(). Two "tabs" are two callers of the same manager.
 */
class FakeLockManager {
  readonly held: { name: string; mode: LockMode }[] = [];

  async request(name: string, options: LockOptions, task: (lock: Lock | null) => Promise<unknown>): Promise<unknown> {
    const lock = { name, mode: options.mode ?? 'exclusive' } as Lock;
    this.held.push(lock);
    try {
      return await task(lock);
    } finally {
      this.held.splice(this.held.indexOf(lock), 1);
    }
  }

  async query(): Promise<LockManagerSnapshot> {
    return { held: this.held.map((l) => ({ ...l, clientId: 'tab' })), pending: [] };
  }
}

const asLocks = (fake: FakeLockManager) => fake as unknown as LockManager;
const settle = () => new Promise((done) => setTimeout(done, 0));

describe('promise 10: the service worker waits to activate until no section is in progress', () => {
  it('given a waiting version, when a section is in progress, then the update is held (never offered, no SKIP_WAITING); after it, offered', () => {
    expect(decideUpdate({ waiting: false, sectionInProgress: false })).toBe('none');
    expect(decideUpdate({ waiting: false, sectionInProgress: true })).toBe('none');
    expect(decideUpdate({ waiting: true, sectionInProgress: true })).toBe('held');
    expect(decideUpdate({ waiting: true, sectionInProgress: false })).toBe('offer');
  });

  it('given another tab runs a timed section, when this tab (or the waiting worker) asks, then a section is in progress until that tab lets go', async () => {
    const browser = new FakeLockManager();
    // The other tab holds the shared Web Lock exactly as holdSection does; this page holds nothing.
    let releaseLock = () => {};
    void browser.request(SECTION_LOCK, { mode: 'shared' }, () => new Promise<void>((done) => (releaseLock = done)));
    await settle();

    expect(localSectionHolds()).toEqual([]);
    expect(await isSectionInProgress(asLocks(browser))).toBe(true);

    releaseLock();
    await settle();
    expect(await isSectionInProgress(asLocks(browser))).toBe(false);
  });

  it('given two sections held at once (shared lock), when one ends, then the other still holds the update back', async () => {
    const browser = new FakeLockManager();
    const typing = holdSection('typing-run', asLocks(browser));
    const recording = holdSection('video-recording', asLocks(browser));
    await settle();
    expect(browser.held.filter((l) => l.name === SECTION_LOCK && l.mode === 'shared')).toHaveLength(2);

    typing();
    await settle();
    expect(await isSectionInProgress(asLocks(browser))).toBe(true);
    expect(await isSectionInProgress({ query: browser.query.bind(browser) })).toBe(true);

    recording();
    recording();
    await settle();
    expect(browser.held).toHaveLength(0);
    expect(await isSectionInProgress(asLocks(browser))).toBe(false);
  });

  it('given a browser without Web Locks, when this page runs a section, then its own hold counts', async () => {
    const release = holdSection('questionnaire', null);
    expect(await isSectionInProgress(null)).toBe(true);
    release();
    expect(await isSectionInProgress(null)).toBe(false);
  });

  it('given the locks cannot be read, when asked, then it holds back rather than risk swapping code under a section', async () => {
    const broken = { query: () => Promise.reject(new Error('SecurityError')) } as unknown as LockManager;
    expect(await isSectionInProgress(broken)).toBe(true);
  });
});

describe('promise 10: which activations take over the open pages', () => {
  it('given a first install, then the worker takes the open pages (nothing ran before it)', () => {
    expect(shouldClaimOnActivate({ installedFirst: true, updateAccepted: false })).toBe(true);
  });
  it('given an update the candidate accepted, then it takes them (the page reloads itself)', () => {
    expect(shouldClaimOnActivate({ installedFirst: false, updateAccepted: true })).toBe(true);
  });
  it('given a new version activating on its own, then it does not take over pages opened without it', () => {
    expect(shouldClaimOnActivate({ installedFirst: false, updateAccepted: false })).toBe(false);
  });
});
