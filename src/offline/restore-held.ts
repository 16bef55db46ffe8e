/**
 * The previous page of this tab held writes the disk refused (storage-failure.ts) and noted them in
 * the tab's session (held-note.ts, D364). When the page's database opens, before any other read or
 * write (Dexie's 'ready', db.ts), they go back on disk in one transaction: the answers (unless the
 * disk holds a later revision), the attempts' changes, the entries behind what the outbox holds,
 * sent with their own keys (the server applies each once, promise 1). While the disk still refuses
 * them, the page holds them in memory (`keepUnstored`, taken by storage-failure.ts), sends them
 * from there and notes them again. Dexie's types only: db.ts imports this file.
 */
import type { Dexie } from 'dexie';
import { forgetHeldNote, keepUnstored, takeHeldNote } from './held-note.ts';
import type { OutboxEntry } from './outbox-entry.ts';
import type { AttemptRecord, LocalAnswer } from './records.ts';
import { isStorageFailure } from './storage.ts';

/** `vip`: the connection as Dexie's 'ready' gives it, which may read and write before the open completes. */
export async function restoreHeld(vip: Dexie): Promise<void> {
  const note = takeHeldNote(vip.name);
  if (!note) return;
  const answers = vip.table<LocalAnswer, [string, string]>('answers');
  const attempts = vip.table<AttemptRecord, string>('attempts');
  const outbox = vip.table<OutboxEntry, number>('outbox');
  try {
    await vip.transaction('rw', [answers, attempts, outbox], async () => {
      for (const answer of note.answers) {
        const stored = await answers.get([answer.attemptId, answer.itemId]);
        if (!stored || stored.revision <= answer.revision) await answers.put(answer);
      }
      for (const [attemptId, changes] of note.attempts) await attempts.update(attemptId, changes);
      if (note.entries.length > 0) await outbox.bulkAdd(note.entries);
    });
    forgetHeldNote(vip.name);
  } catch (error) {
    // Another failure must not stop the database from opening: the note stays for the next page.
    if (isStorageFailure(error)) keepUnstored(vip.name, note);
  }
}
