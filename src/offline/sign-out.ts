/**
 * Signing out on a shared device: the candidate's local data (answers, outbox, attempts, timers,
 * uploads, form drafts) is deleted only once the server has everything, or after the candidate
 * confirmed a dialog naming what would be lost. This module holds the pure decision, the summary
 * of what has not reached the server, and the clearing; the screen is src/features/auth.
 *
 * What has not reached the server is not only the outbox: a submission or result the server
 * refused is kept on its attempt with the reason, out of the outbox (a typing run), and
 * signing out would delete it for good. Those count too, and so do the writes a full disk refused,
 * held in the page's memory (storage-failure.ts, D364): signing out forgets them too.
 *
 * How a timed test was taken (`integrity-signals`, D402) is not an answer: it is sent with the rest
 * when the device is online, but it never holds signing out, never names an activity in the dialog
 * and never counts as something the candidate would lose (D416).
 */
import { getOfflineDb, type OfflineDb, type OutboxEntry } from './db.ts';
import { withinTime } from '../lib/within-time.ts';
import { forgetHeldNote } from './held-note.ts';
import { forgetHeld, heldEntries, withHeldFiles } from './storage-failure.ts';

/** Outbox kinds that carry one answer each (starts, section closes and submissions do not). */
const ANSWER_KINDS: ReadonlySet<OutboxEntry['kind']> = new Set([
  'answer',
  'skills-answer',
  'language-answer',
  'typing-result',
]);

/**
 * Queued facts about how a timed test was taken, and the camera check's answer and photos (D455):
 * sent if they can be, never asked about; a photo is not left on a shared device for the next user.
 */
const SIGNAL_KINDS: ReadonlySet<OutboxEntry['kind']> = new Set(['integrity-signals', 'camera-consent', 'camera-still']);

export interface ActivityRefKey {
  refId: string;
  jobStepActivityId: number;
}

export interface UnsyncedSummary {
  /** Answers (each item once, whatever its revisions), recordings and attached files the server does not have. */
  answers: number;
  /** Every queued write, answers or not (a start, a submission); integrity signals are not counted. */
  entries: number;
  /** Queued integrity signals (D402): sent first when online, never a reason to ask. */
  signals: number;
  /**
   * Attempts not accepted whose submission or result the server refused and this device keeps with
   * the reason (status not 'submitted', a refusal, nothing of theirs queued): sent again only from
   * their page, lost if the device is cleared; and recordings the server refused, kept the same way.
   */
  refused: number;
  /** The activities they belong to, when this device knows them. */
  activities: ActivityRefKey[];
}

export async function unsyncedSummary(db: OfflineDb = getOfflineDb()): Promise<UnsyncedSummary> {
  return db.transaction('r', [db.outbox, db.attempts, db.uploads, db.answerFiles], async () => {
    const [stored, uploads, storedFiles] = await Promise.all([
      db.outbox.toArray(),
      db.uploads.toArray(),
      db.answerFiles.toArray(),
    ]);
    const queued = [...stored, ...heldEntries(db)];
    const entries = queued.filter((entry) => !SIGNAL_KINDS.has(entry.kind));
    // Attached files and resumes not uploaded yet, on disk or held in the page: each an answer the server lacks.
    const files = withHeldFiles(db, storedFiles).filter((f) => f.status === 'queued' || f.status === 'uploading');
    const items = new Set<string>();
    const attemptIds = new Set<string>();
    for (const entry of entries) {
      attemptIds.add(entry.attemptId);
      if (ANSWER_KINDS.has(entry.kind)) items.add(`${entry.attemptId}\u0000${entry.itemId ?? entry.idempotencyKey}`);
    }
    const activities = new Map<string, ActivityRefKey>();
    const noteActivity = (attempt: { refId: string; jobStepActivityId: number }) =>
      activities.set(`${attempt.refId}:${attempt.jobStepActivityId}`, {
        refId: attempt.refId,
        jobStepActivityId: attempt.jobStepActivityId,
      });
    const attempts = await db.attempts.bulkGet([...attemptIds]);
    for (const attempt of attempts) if (attempt) noteActivity(attempt);
    for (const file of files) noteActivity({ refId: file.refId, jobStepActivityId: file.jobStepActivityId });
    let refused = 0;
    await db.attempts.each((attempt) => {
      if (attempt.status === 'submitted' || attempt.refusal === undefined || attemptIds.has(attempt.attemptId)) return;
      refused += 1;
      noteActivity(attempt);
    });
    let recordings = 0;
    for (const upload of uploads) {
      if (upload.status === 'done') continue;
      // A recording the server refused is kept with the reason; clearing the device would lose it.
      if (upload.status === 'refused') refused += 1;
      else recordings += 1;
      if (upload.refId !== undefined && upload.jobStepActivityId !== undefined) {
        activities.set(`${upload.refId}:${upload.jobStepActivityId}`, {
          refId: upload.refId,
          jobStepActivityId: upload.jobStepActivityId,
        });
      }
    }
    return {
      answers: items.size + recordings + files.length,
      entries: entries.length + recordings + files.length,
      signals: queued.length - entries.length,
      refused,
      activities: [...activities.values()],
    };
  });
}

export type SignOutStep =
  /** Nothing would be lost: sign out and clear without asking. */
  | 'sign-out'
  /** Online with writes queued: try to send them first. */
  | 'send-first'
  /** Writes remain (offline, refused for now, or the wait ran out), or refused results are kept: ask, naming what would be lost. */
  | 'confirm';

/**
 * `unsynced`: queued writes; `refused`: refused results kept on the device (sending does not change
 * them); `signals`: queued integrity signals, sent once when online and otherwise let go.
 */
export function decideSignOut(input: {
  unsynced: number;
  refused?: number;
  signals?: number;
  isOnline: boolean;
  triedToSend: boolean;
}): SignOutStep {
  const refused = input.refused ?? 0;
  if (input.unsynced === 0) {
    if (refused > 0) return 'confirm';
    return (input.signals ?? 0) > 0 && input.isOnline && !input.triedToSend ? 'send-first' : 'sign-out';
  }
  if (input.isOnline && !input.triedToSend) return 'send-first';
  return 'confirm';
}

/** Waits for `drain` at most `timeoutMs`; whatever is left is counted again by the caller. */
export async function sendWithin(drain: () => Promise<unknown>, timeoutMs: number): Promise<void> {
  await withinTime(drain(), timeoutMs, undefined);
}

/** Deletes every candidate store of this device in one transaction (the files and recordings' pieces too). */
export async function clearCandidateData(db: OfflineDb = getOfflineDb()): Promise<void> {
  // What a full disk left in this page's memory and the tab's note goes too (D364): never sent under the next user.
  forgetHeld(db);
  forgetHeldNote(db.name);
  const stores = [
    db.answers,
    db.outbox,
    db.attempts,
    db.timers,
    db.uploads,
    db.formDrafts,
    db.answerFiles,
    db.mediaChunks,
  ];
  await db.transaction('rw', stores, async () => {
    await Promise.all(stores.map((store) => store.clear()));
  });
}
