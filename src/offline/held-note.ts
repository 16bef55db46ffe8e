/**
 * What this page holds in memory because the disk refused it (storage-failure.ts, D195), noted in
 * the tab's sessionStorage so a reload of the tab does not lose it (D364). sessionStorage survives
 * a reload and is not IndexedDB's quota: the answers, the attempts' changes and the outbox entries
 * not yet sent (and those sent whose effect the disk has not taken: sent again with their key, the
 * server replays its first answer) are noted at each change; never a file's bytes (lost-in-tab.ts).
 * The next page of the tab takes the note once, when its database opens (restore-held.ts). A closed
 * tab loses it, as a window's sessionStorage goes with it. Its key is in held-note-key.ts.
 */
import type { AttemptRecord, LocalAnswer } from './records.ts';
import type { OutboxEntry } from './outbox-entry.ts';
import { keyOf, taken } from './held-note-key.ts';

export { hasHeldNote } from './held-note-key.ts';

export interface HeldNote {
  /** In the order they are to be sent. */
  entries: OutboxEntry[];
  answers: LocalAnswer[];
  attempts: [attemptId: string, changes: Partial<AttemptRecord>][];
}

/** As noted: a change that clears a field (a refusal, undefined) names it, as JSON drops undefined. */
type Noted = Omit<HeldNote, 'attempts'> & { attempts: [string, Partial<AttemptRecord>, cleared: string[]][] };

/** Notes what the page holds for `dbName`, or removes the note when it holds nothing. */
export function writeHeldNote(dbName: string, note: HeldNote): void {
  try {
    if (note.entries.length + note.answers.length + note.attempts.length === 0)
      sessionStorage.removeItem(keyOf(dbName));
    else {
      const attempts = note.attempts.map(([attemptId, changes]): Noted['attempts'][number] => [
        attemptId,
        changes,
        Object.keys(changes).filter((field) => changes[field as keyof AttemptRecord] === undefined),
      ]);
      sessionStorage.setItem(keyOf(dbName), JSON.stringify({ ...note, attempts } satisfies Noted));
    }
  } catch {
    // No sessionStorage, or a full one: a reload loses what is held, and the page asks before it goes (D354).
  }
}

/** What the previous page of this tab held for `dbName`, once per page; undefined when nothing. */
export function takeHeldNote(dbName: string): HeldNote | undefined {
  if (taken.has(dbName)) return undefined;
  taken.add(dbName);
  try {
    const text = sessionStorage.getItem(keyOf(dbName));
    if (!text) return undefined;
    const noted = JSON.parse(text) as Noted;
    const attempts = noted.attempts.map(([attemptId, changes, cleared]): HeldNote['attempts'][number] => [
      attemptId,
      { ...changes, ...Object.fromEntries(cleared.map((field) => [field, undefined])) },
    ]);
    return { ...noted, attempts };
  } catch {
    return undefined;
  }
}

/** Notes the disk refused as the page opened, by database: the page holds them (storage-failure.ts). */
const unstored = new Map<string, HeldNote>();

/** The disk refused the note as the page opened (restore-held.ts): the page is to hold it in memory. */
export function keepUnstored(dbName: string, note: HeldNote): void {
  unstored.set(dbName, note);
}

/** A note the disk refused as the page opened, once: the caller holds it from now on. */
export function takeUnstored(dbName: string): HeldNote | undefined {
  const note = unstored.get(dbName);
  unstored.delete(dbName);
  return note;
}

/** Signing out: the tab keeps nothing of the candidate's. */
export function forgetHeldNote(dbName: string): void {
  try {
    sessionStorage.removeItem(keyOf(dbName));
  } catch {
    // Nothing was noted.
  }
}
