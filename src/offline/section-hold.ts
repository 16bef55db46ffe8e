/**
 * Safe upgrades (promise 10, last clause): a waiting service worker activates only when no
 * section is in progress in this browser.
 *
 * A screen that runs a section (a timed skills-test section, a typing run, a video recording or
 * upload, an open questionnaire attempt) holds a shared Web Lock named SECTION_LOCK for as long
 * as the section runs. Web Locks are shared by every tab and worker of the origin and freed by the
 * browser when a tab closes or crashes, so:
 * - the page asks `isSectionInProgress()` before it offers the update or sends SKIP_WAITING, and
 * - the waiting worker asks the same question when SKIP_WAITING arrives (sw/sw.ts), so a page of
 *   an older version, or a section started in another tab a moment ago, cannot swap the code
 *   under a running section.
 * Where the browser has no Web Locks, holds are counted in this page only (no other tab can be
 * seen; the update is still never forced).
 *
 * No React here: src/lib/update-gate.ts is the screens' hook, sw/sw.ts imports this file.
 */

export const SECTION_LOCK = 'assay-section-in-progress';

/** Why a section holds the update back (for the lock's holders list and for tests). */
export type SectionKind = 'skills-section' | 'typing-run' | 'video-recording' | 'video-upload' | 'questionnaire';

export type UpdateDecision =
  /** No new version waiting. */
  | 'none'
  /** A new version waits, but a section is in progress: say it installs after the section; never send SKIP_WAITING. */
  | 'held'
  /** A new version waits and nothing is in progress: offer it (the candidate still decides). */
  | 'offer';

/** The whole rule, pure: what the update banner shows. */
export function decideUpdate(state: { waiting: boolean; sectionInProgress: boolean }): UpdateDecision {
  if (!state.waiting) return 'none';
  return state.sectionInProgress ? 'held' : 'offer';
}

/**
 * Whether an activating worker takes over the open pages (sw/sw.ts): on a first install (nothing
 * ran before it) or an update the candidate accepted (the page reloads itself), never on its own.
 */
export function shouldClaimOnActivate(state: { installedFirst: boolean; updateAccepted: boolean }): boolean {
  return state.installedFirst || state.updateAccepted;
}

type LockQuery = Pick<LockManager, 'query'>;
type LockRequest = Pick<LockManager, 'request'>;

function browserLocks(): LockManager | null {
  const scope = globalThis as { navigator?: { locks?: LockManager } };
  const locks = scope.navigator?.locks;
  return locks && typeof locks.request === 'function' && typeof locks.query === 'function' ? locks : null;
}

// Holds taken in this page (counted also where Web Locks exist: the page knows before the lock is granted).
const localHolds = new Map<number, SectionKind>();
let nextHoldId = 1;
const listeners = new Set<() => void>();

function changed(): void {
  for (const listener of listeners) listener();
}

/** Calls `listener` when this page takes or releases a hold (other tabs are seen by polling). */
export function onHoldsChanged(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Holds the update back until the returned function is called (or the page goes away). Shared
 * mode: any number of sections, in any tabs, hold at once.
 */
export function holdSection(kind: SectionKind, locks: LockRequest | null = browserLocks()): () => void {
  const id = nextHoldId++;
  localHolds.set(id, kind);
  let release = () => {};
  const held = new Promise<void>((done) => (release = done));
  if (locks) {
    void locks.request(SECTION_LOCK, { mode: 'shared' }, () => held).catch(() => undefined);
  }
  changed();
  let released = false;
  return () => {
    if (released) return;
    released = true;
    localHolds.delete(id);
    release();
    changed();
  };
}

/** The sections held back in this page right now. */
export function localSectionHolds(): SectionKind[] {
  return [...localHolds.values()];
}

/**
 * True while any tab (or this page) holds a section. A pending request counts too: it is a
 * section that has begun and waits only for the lock's bookkeeping.
 */
export async function isSectionInProgress(locks: LockQuery | null = browserLocks()): Promise<boolean> {
  if (localHolds.size > 0) return true;
  if (!locks) return false;
  try {
    const snapshot = await locks.query();
    return [...(snapshot.held ?? []), ...(snapshot.pending ?? [])].some((lock) => lock.name === SECTION_LOCK);
  } catch {
    // Unable to tell: hold back. The update is offered at the next check.
    return true;
  }
}
