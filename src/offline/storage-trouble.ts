/**
 * Whether IndexedDB refused one of this page's writes (a full disk, a private window's quota), how
 * many of the entries kept in memory instead are not sent yet, and the answers so kept. Only the
 * announcement, with no import but types, so the candidate layout and the question screens can
 * listen without loading Dexie; what was refused is kept by storage-failure.ts (D195).
 */
import type { AnswerFileRecord, AttemptRecord, LocalAnswer } from './records.ts';

export interface StorageTrouble {
  /**
   * Writes are being refused: cleared once what was held is on disk again, or, when nothing is
   * held (a refused probe, form draft or typing progress save), once a later write commits.
   */
  refused: boolean;
  /** Entries and attached files held in this page's memory that the server does not have yet (D354). */
  unsent: number;
  /**
   * The latest revision of each answer the disk refused, as this page keeps it (D317): 'pending'
   * while the server does not have it, then the server's outcome. A question screen shows these
   * over what the disk holds, and says of a pending one that it is kept in this tab only.
   */
  kept: readonly LocalAnswer[];
  /**
   * Files attached to a question that the disk refused to keep, or whose upload state it refused to
   * record, as this page holds them (D347): a screen shows these over the disk's, and says of one
   * not uploaded yet that it is kept in this tab only.
   */
  keptFiles: readonly AnswerFileRecord[];
  /**
   * Changes to attempts the disk refused, by attempt id, as this page holds them: a submission's
   * 'submitting' above all, which a screen shows over the disk's 'in-progress' rather than offering
   * Submit again while the submission is held and sent from the page.
   */
  keptAttempts: ReadonlyMap<string, Partial<AttemptRecord>>;
}

let state: StorageTrouble = { refused: false, unsent: 0, kept: [], keptFiles: [], keptAttempts: new Map() };
const listeners = new Set<() => void>();

/**
 * The connections whose refused work this page holds in memory (storage-failure.ts): while one
 * does, only storing what it holds ends the trouble (persistHeld), not any write that goes through.
 */
const holding = new Set<object>();

/** Marks a connection as holding refused work in memory, or as holding none any more. */
export function markHolding(db: object, isHolding: boolean): void {
  if (isHolding) holding.add(db);
  else holding.delete(db);
}

/**
 * A write reached the disk (db.ts at a commit that wrote, the storage probe): when the page holds
 * nothing the disk refused, the trouble is over and the notice goes (a full disk freed, D195).
 */
export function storageWorks(): void {
  if (state.refused && holding.size === 0) setStorageTrouble({ refused: false });
}

/** The same object until something changes (React's useSyncExternalStore reads it). */
export function storageTrouble(): StorageTrouble {
  return state;
}

/** Calls `listener` at each change; returns the unsubscribe. */
export function onStorageTrouble(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function setStorageTrouble(change: Partial<StorageTrouble>): void {
  const next = { ...state, ...change };
  // Nothing changed: the same object, so no screen renders again.
  if ((Object.keys(next) as (keyof StorageTrouble)[]).every((key) => next[key] === state[key])) return;
  state = next;
  for (const listener of [...listeners]) listener();
}

/** The attempt's answers as the disk holds them, with the ones kept in this page in place of older revisions. */
export function withKeptAnswers(
  stored: readonly LocalAnswer[],
  attemptId: string | undefined,
  kept: readonly LocalAnswer[],
): readonly LocalAnswer[] {
  const own = kept.filter((a) => a.attemptId === attemptId);
  if (own.length === 0) return stored;
  const byItem = new Map(stored.map((a) => [a.itemId, a]));
  for (const answer of own) {
    const onDisk = byItem.get(answer.itemId);
    if (!onDisk || onDisk.revision <= answer.revision) byItem.set(answer.itemId, answer);
  }
  return [...byItem.values()];
}

/** Whether this item's latest answer lives only in this page's memory and the server does not have it yet. */
export function isKeptInPageOnly(kept: readonly LocalAnswer[], attemptId: string | undefined, itemId: string): boolean {
  return kept.some((a) => a.attemptId === attemptId && a.itemId === itemId && a.status === 'pending');
}
