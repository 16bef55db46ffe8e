/**
 * Writes IndexedDB refused (a full disk, a private window's quota, a database that will not open
 * any more), kept in this page's memory so nothing the candidate gave is dropped (D195):
 *
 * - `holdRefused` keeps an outbox entry, with the answer or attempt change written with it, when
 *   the write failed for want of storage, and announces the trouble (storage-trouble.ts).
 * - Once anything is held, later writes are held behind it (`isHolding`): the sync loop sends the
 *   outbox on disk first, then what is held, so the order stays the order given.
 * - The sync loop sends what is held (`heldEntries`, `dropHeld`), each entry once with its key, and
 *   tries to put it all back on disk at each pass (`persistHeld`); once that commits the trouble
 *   is over.
 * - When the disk refuses to record the server's answer to an entry on disk, the entry still leaves
 *   the queue (`holdSettled`) and its answer's new status is held, so the drain goes on.
 * - Any other effect of the server's answer the disk refused (an attempt's 'submitted' and its
 *   receipt, say) is held as a step (`holdEffect`) and run once the disk takes writes again, after
 *   what is held is stored: otherwise the device would show 'submitting' for good (D302).
 * - Reads that must see every answer (the submission's digest) add the held ones (`withHeldAnswers`).
 *
 * - Each change of what is held is announced with the held answers (storage-trouble.ts), so a question
 *   screen shows an answer the disk refused as given and says it is kept in this tab only (D317).
 *
 * - A file attached to a question whose keeping the disk refused is held whole (`holdFile`), and so
 *   is the upload state of a file on disk that the disk refused to record: the uploader sends it
 *   from here, a submission waits for it as for a file on disk, and `persistHeld` stores it (D347).
 *
 * What is held, but files, is noted in the tab's sessionStorage at each change (held-note.ts): the
 * next page of the tab stores it, or holds it again while the disk still refuses it (restore-held.ts,
 * D364). A closed tab loses it: the notice asks the candidate to keep the tab open until it is sent,
 * and the browser to ask before the page goes while the server lacks any of it (D354). The files
 * held and not uploaded are noted in the tab's session (lost-in-tab.ts), so after a reload their
 * question names the lost file and asks for it again (D354).
 */
import type { AnswerFileRecord, AttemptRecord, LocalAnswer, OfflineDb, OutboxEntry, Refusal } from './db.ts';
import { isStorageFailure } from './storage.ts';
import { noteHeldFiles } from './lost-in-tab.ts';
import { takeUnstored, writeHeldNote, type HeldNote } from './held-note.ts';
import { markHolding, setStorageTrouble } from './storage-trouble.ts';

/** One refused write: its outbox entry and what was written with it. */
export interface HeldWrite {
  entry: OutboxEntry;
  answer?: LocalAnswer;
  attempt?: Pick<AttemptRecord, 'attemptId'> & Partial<AttemptRecord>;
}

interface Held {
  /** Not yet sent, in the order given. */
  entries: OutboxEntry[];
  /** The latest revision of each held answer, by attempt and item; kept after sending, for the digest. */
  answers: Map<string, LocalAnswer>;
  /** Attached files, or their upload state, the disk did not take, by file id (D347). */
  files: Map<string, AnswerFileRecord>;
  /** Changes to attempts the disk did not take, by attempt id. */
  attempts: Map<string, Partial<AttemptRecord>>;
  /** Entries on disk the server settled whose removal the disk refused: skipped, never sent again. */
  settled: Set<number>;
  /** The server's answers' effects the disk refused, in the order they came, run by persistHeld. */
  effects: { run: () => Promise<unknown>; about?: HeldEffectAbout }[];
}

/** Which attempt a held effect changes and what the server answered, so its screen can say the server has it (D328). */
export interface HeldEffectAbout {
  attemptId: string;
  outcome: 'ok' | 'refused';
  /** The server's reason when it refused, so the screen can show it before the disk records it. */
  refusal?: Refusal;
  /** The entry answered, sent again with its key if a reload lost the effect: the server replays its answer (D364). */
  resend?: OutboxEntry;
}

const heldByDb = new WeakMap<OfflineDb, Held>();
const answerKey = (attemptId: string, itemId: string) => `${attemptId}\u0000${itemId}`;

/** What this page holds, with what the previous page of the tab held and the disk refused as this one opened (D364). */
function heldOf(db: OfflineDb): Held | undefined {
  const unstored = takeUnstored(db.name);
  if (unstored) holdAgain(db, unstored);
  return heldByDb.get(db);
}

/** Whether writes of this connection are held: a new one then goes behind them, not to disk. */
export function isHolding(db: OfflineDb): boolean {
  return heldOf(db) !== undefined;
}

/**
 * Tells the screens what is held now: how many entries and files the server lacks (a file's answer
 * may reach the server before the file does, D354), and copies of the held answers and files.
 */
function announce(db: OfflineDb, held: Held): void {
  writeHeldNote(db.name, noteOf(held));
  const files = [...held.files.values()];
  const filesToUpload = files.filter((f) => f.status === 'queued' || f.status === 'uploading').length;
  noteHeldFiles(files);
  setStorageTrouble({
    unsent: held.entries.length + filesToUpload,
    kept: [...held.answers.values()].map((a) => ({ ...a })),
    keptFiles: files.map((f) => ({ ...f })),
    keptAttempts: new Map(held.attempts),
  });
}

/** The kinds that wait for their attempt's files (`awaitsFiles`): a submission. */
const SUBMISSIONS: ReadonlySet<OutboxEntry['kind']> = new Set(['submit', 'application-form-submit']);

/**
 * What a reload must not lose (D364): the sent entries whose effect waits go first, as they came
 * first. A file not uploaded yet is lost by a reload, and its question asks for it again
 * (lost-in-tab.ts): its answer is left out, and so are its attempt's submission and changes.
 */
function noteOf(held: Held): HeldNote {
  const resend = held.effects.flatMap(({ about }) => (about?.resend ? [about.resend] : []));
  const lost = [...held.files.values()].filter((f) => f.status === 'queued' || f.status === 'uploading');
  const lostItems = new Set(lost.map((f) => answerKey(f.attemptId, f.itemId)));
  const lostAttempts = new Set(lost.map((f) => f.attemptId));
  const kept = (e: { attemptId: string; itemId?: string; kind?: OutboxEntry['kind'] }) =>
    e.itemId === undefined
      ? !(lostAttempts.has(e.attemptId) && e.kind !== undefined && SUBMISSIONS.has(e.kind))
      : !lostItems.has(answerKey(e.attemptId, e.itemId));
  return {
    entries: [...resend, ...held.entries].filter(kept),
    answers: [...held.answers.values()].filter(kept),
    attempts: [...held.attempts].filter(([attemptId]) => !lostAttempts.has(attemptId)),
  };
}

/** Holds again what the previous page of this tab held, while the disk still refuses it (restore-held.ts, D364). */
function holdAgain(db: OfflineDb, note: HeldNote): void {
  const held = startHolding(db);
  held.entries.push(...note.entries);
  for (const answer of note.answers) held.answers.set(answerKey(answer.attemptId, answer.itemId), answer);
  for (const [attemptId, changes] of note.attempts)
    held.attempts.set(attemptId, { ...held.attempts.get(attemptId), ...changes });
  announce(db, held);
}

function startHolding(db: OfflineDb): Held {
  let held = heldOf(db);
  if (!held) {
    held = {
      entries: [],
      answers: new Map(),
      files: new Map(),
      attempts: new Map(),
      settled: new Set(),
      effects: [],
    };
    heldByDb.set(db, held);
    markHolding(db, true);
  }
  setStorageTrouble({ refused: true });
  return held;
}

/** Keeps `write` in memory; later writes and the sync loop read it from there. */
export function hold(db: OfflineDb, write: HeldWrite): void {
  const held = startHolding(db);
  const { seq: _unsaved, ...entry } = write.entry;
  held.entries.push(entry as OutboxEntry);
  if (write.answer) holdAnswer(db, write.answer);
  if (write.attempt) {
    const { attemptId, ...changes } = write.attempt;
    held.attempts.set(attemptId, { ...held.attempts.get(attemptId), ...changes });
  }
  announce(db, held);
}

/** Keeps an answer's state the disk did not take (its status once the server answered, say). */
export function holdAnswer(db: OfflineDb, answer: LocalAnswer): void {
  const held = startHolding(db);
  held.answers.set(answerKey(answer.attemptId, answer.itemId), answer);
  announce(db, held);
}

/**
 * Keeps an attached file, or its new upload state, that the disk refused (D347). A newer file for
 * the same question replaces a held one not yet on its way, as attaching does on disk.
 */
export function holdFile(db: OfflineDb, file: AnswerFileRecord): void {
  const held = startHolding(db);
  for (const [fileId, other] of held.files)
    if (
      fileId !== file.fileId &&
      other.attemptId === file.attemptId &&
      other.itemId === file.itemId &&
      other.status === 'queued'
    )
      held.files.delete(fileId);
  held.files.set(file.fileId, file);
  announce(db, held);
}

/** The files held in this page (attached on a full disk, or whose upload state the disk refused). */
export function heldFiles(db: OfflineDb): readonly AnswerFileRecord[] {
  return [...(heldOf(db)?.files.values() ?? [])];
}

/** Files as read from disk, with the held ones in place of their stored copies. */
export function withHeldFiles(db: OfflineDb, stored: readonly AnswerFileRecord[]): AnswerFileRecord[] {
  const held = heldOf(db);
  if (!held || held.files.size === 0) return [...stored];
  const byId = new Map(stored.map((f) => [f.fileId, f]));
  for (const file of held.files.values()) byId.set(file.fileId, file);
  return [...byId.values()];
}

/** Remembers entries on disk as settled by the server when the disk refused to remove them. */
export function holdSettled(db: OfflineDb, seqs: readonly number[]): void {
  const held = startHolding(db);
  for (const seq of seqs) held.settled.add(seq);
}

/**
 * Keeps an effect of the server's answer the disk refused, to run once it takes writes again, and
 * announces it: a screen reading `heldOutcome` then knows the server answered (D328).
 */
export function holdEffect(db: OfflineDb, effect: () => Promise<unknown>, about?: HeldEffectAbout): void {
  const held = startHolding(db);
  held.effects.push({ run: effect, about });
  announce(db, held);
}

/** The server's latest answer about this attempt whose effect the disk has not taken yet, if any (D328). */
export function heldOutcome(db: OfflineDb, attemptId: string): HeldEffectAbout['outcome'] | undefined {
  let outcome: HeldEffectAbout['outcome'] | undefined;
  for (const { about } of heldOf(db)?.effects ?? []) if (about?.attemptId === attemptId) outcome = about.outcome;
  return outcome;
}

/** The server's latest answer about this attempt, when it is a refusal whose effect the disk has not taken yet. */
export function heldRefusal(db: OfflineDb, attemptId: string): Refusal | undefined {
  let about: HeldEffectAbout | undefined;
  for (const effect of heldOf(db)?.effects ?? []) if (effect.about?.attemptId === attemptId) about = effect.about;
  return about?.outcome === 'refused' ? about.refusal : undefined;
}

/** Whether the server settled this entry on disk while the disk refused its removal. */
export function isSettled(db: OfflineDb, seq: number | undefined): boolean {
  return seq !== undefined && (heldOf(db)?.settled.has(seq) ?? false);
}

/** Holds `write` when `error` says the storage refused it; false for any other error (the caller throws it). */
export function holdRefused(db: OfflineDb, error: unknown, write: HeldWrite): boolean {
  if (!isStorageFailure(error)) return false;
  hold(db, write);
  return true;
}

export function heldAnswer(db: OfflineDb, attemptId: string, itemId: string): LocalAnswer | undefined {
  return heldOf(db)?.answers.get(answerKey(attemptId, itemId));
}

/** The attempt's changes the disk did not take. */
export function heldAttemptChanges(db: OfflineDb, attemptId: string): Partial<AttemptRecord> | undefined {
  return heldOf(db)?.attempts.get(attemptId);
}

/**
 * Whether the attempt has no change held in memory, storing what is held first when it has: the
 * server's answer to a held entry may then take effect at once. Were it applied while the
 * attempt's held change waits (its 'submitting', a finished run), storing that change later would
 * undo it: a submission shown "Submitting…" for good once the disk freed, with no notice (D335).
 */
export async function heldChangesStored(db: OfflineDb, attemptId: string): Promise<boolean> {
  if (!heldOf(db)?.attempts.has(attemptId)) return true;
  await persistHeld(db);
  return !heldOf(db)?.attempts.has(attemptId);
}

/**
 * Runs an effect of the server's answer to a held entry (the attempt's 'submitted', its receipt):
 * at once when the disk takes it and the attempt has no change held, else held to run once the
 * disk takes writes, after what is held is stored (D302, D335).
 */
export async function applyOrHold(
  db: OfflineDb,
  effect: () => Promise<unknown>,
  about: HeldEffectAbout,
): Promise<void> {
  try {
    if (await heldChangesStored(db, about.attemptId)) return void (await effect());
  } catch (error) {
    if (!isStorageFailure(error)) throw error;
  }
  holdEffect(db, effect, about);
}

/** The attempt's answers as read from disk, with the held ones in place of older revisions. */
export function withHeldAnswers(db: OfflineDb, attemptId: string, stored: LocalAnswer[]): LocalAnswer[] {
  const held = heldOf(db);
  if (!held) return stored;
  const byItem = new Map(stored.map((a) => [a.itemId, a]));
  for (const answer of held.answers.values()) if (answer.attemptId === attemptId) byItem.set(answer.itemId, answer);
  return [...byItem.values()];
}

/** The entries held and not yet sent, oldest first (the sync loop's queue after the disk's). */
export function heldEntries(db: OfflineDb): readonly OutboxEntry[] {
  return heldOf(db)?.entries ?? [];
}

/**
 * Takes a held entry off the queue (sent, refused, or superseded); an answer it carried takes the
 * outcome's status, as settleAnswer does on disk.
 */
export function dropHeld(db: OfflineDb, entry: OutboxEntry, outcome?: Pick<LocalAnswer, 'status' | 'refusal'>): void {
  const held = heldOf(db);
  if (!held) return;
  const at = held.entries.indexOf(entry);
  if (at >= 0) held.entries.splice(at, 1);
  const answer = entry.itemId === undefined ? undefined : held.answers.get(answerKey(entry.attemptId, entry.itemId));
  if (outcome && answer && answer.revision === entry.revision) Object.assign(answer, outcome);
  announce(db, held);
}

/** Signing out: what the page holds is the signed-out candidate's, and goes (sign-out.ts). */
export function forgetHeld(db: OfflineDb): void {
  const held = heldOf(db);
  if (!held) return;
  heldByDb.delete(db);
  markHolding(db, false);
  noteHeldFiles([]);
  setStorageTrouble({ refused: false, unsent: 0, kept: [], keptFiles: [], keptAttempts: new Map() });
}

/**
 * Puts everything held back on disk in one transaction (answers, attempt changes, then the unsent
 * entries in order, behind whatever the outbox holds); on success the memory is cleared and the
 * trouble is over. A storage failure leaves it all held for the next try.
 */
export async function persistHeld(db: OfflineDb): Promise<boolean> {
  const held = heldOf(db);
  if (!held) return true;
  // What is held now: a write held while this commits stays held, behind it.
  const entries = [...held.entries];
  const answers = [...held.answers.values()];
  const attempts = [...held.attempts];
  const settled = [...held.settled];
  const files = [...held.files.values()];
  try {
    await db.transaction('rw', [db.answers, db.attempts, db.outbox, db.answerFiles], async () => {
      if (settled.length > 0) await db.outbox.bulkDelete(settled);
      if (files.length > 0) await db.answerFiles.bulkPut(files);
      if (answers.length > 0) await db.answers.bulkPut(answers);
      for (const [attemptId, changes] of attempts) await db.attempts.update(attemptId, changes);
      if (entries.length > 0) await db.outbox.bulkAdd(entries.map((e) => ({ ...e })));
    });
  } catch (error) {
    if (isStorageFailure(error)) return false;
    throw error;
  }
  held.entries.splice(0, entries.length);
  for (const answer of answers) {
    const key = answerKey(answer.attemptId, answer.itemId);
    if (held.answers.get(key) === answer) held.answers.delete(key);
  }
  for (const [attemptId, changes] of attempts)
    if (held.attempts.get(attemptId) === changes) held.attempts.delete(attemptId);
  for (const seq of settled) held.settled.delete(seq);
  for (const file of files) if (held.files.get(file.fileId) === file) held.files.delete(file.fileId);
  // What was just stored leaves the tab's note (D364), whatever the effects below meet.
  writeHeldNote(db.name, noteOf(held));
  // The server's answers that came while the disk was full, applied on top of what was just stored.
  while (held.effects.length > 0) {
    try {
      await held.effects[0]!.run();
    } catch (error) {
      if (isStorageFailure(error)) return false;
      throw error;
    }
    held.effects.shift();
  }
  announce(db, held);
  if (
    held.entries.length > 0 ||
    held.answers.size > 0 ||
    held.attempts.size > 0 ||
    held.settled.size > 0 ||
    held.files.size > 0
  )
    return false;
  heldByDb.delete(db);
  markHolding(db, false);
  setStorageTrouble({ refused: false });
  return true;
}
