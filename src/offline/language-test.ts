/**
 * Language tests on the offline engine: each answer and each part's completion is an outbox entry
 * (kinds 'language-answer', 'language-part'), written in one Dexie transaction with the local
 * state it changes and drained in order by the sync loop like every other entry, so an answer
 * given offline or before a reload reaches the server exactly once (the entry's idempotency key)
 * and the newest revision wins.
 *
 * One attempt record per activity (as the other activities); an answer's itemId is
 * `<vendor_assessment_id>:<item_id>`. A part's completion is kept on the attempt
 * (its `kindState`, `languagePartsOf`): 'submitting' while queued, 'completed' once the server confirmed it.
 *
 * A receipt before deletion (promise 8): a part's completion carries the count and canonical hash
 * (contracts/language-test.ts languagePartDigest) of the part's answers on this device, filled in
 * when it is sent (behind every answer); the part counts as completed only when the server's
 * receipt repeats both. A 409 answers_mismatch or a receipt that differs queues the part's kept
 * answers again and the completion behind them (up to MAX_RESYNCS times for the attempt, then the
 * difference is shown). Nothing local is deleted.
 */
import { getOfflineDb, kindStateOf, type AttemptRecord, type LocalAnswer, type OfflineDb } from './db.ts';
import { newEntry, type QueuedEntry, type PayloadOf } from './outbox-entry.ts';
import {
  heldAnswer,
  heldAttemptChanges,
  heldEntries,
  heldOutcome,
  hold,
  holdRefused,
  isHolding,
  withHeldAnswers,
  type HeldWrite,
} from './storage-failure.ts';

type LanguageAnswerPayload = PayloadOf<'language-answer'>;
type LanguagePartPayload = PayloadOf<'language-part'>;

export class PartCompletedError extends Error {
  readonly code = 'part_completed';
  constructor() {
    super('This part is already complete.');
  }
}

export const languageItemKey = (vendorAssessmentId: number, itemId: string) => `${vendorAssessmentId}:${itemId}`;

type AnswerFields = Omit<LanguageAnswerPayload, 'ref_id' | 'job_step_activity_id'>;

function answerEntry(
  attempt: AttemptRecord,
  fields: AnswerFields,
  at: string,
  itemKey: string,
): QueuedEntry<'language-answer', LanguageAnswerPayload> {
  const payload = { ref_id: attempt.refId, job_step_activity_id: attempt.jobStepActivityId, ...fields };
  return newEntry('language-answer', attempt.attemptId, payload, at, { itemId: itemKey, revision: fields.revision });
}

function partEntry(
  attempt: AttemptRecord,
  vendorAssessmentId: number,
  at: string,
): QueuedEntry<'language-part', LanguagePartPayload> {
  return newEntry(
    'language-part',
    attempt.attemptId,
    {
      ref_id: attempt.refId,
      job_step_activity_id: attempt.jobStepActivityId,
      vendor_assessment_id: vendorAssessmentId,
    },
    at,
  );
}

/**
 * Records the choice (revision + 1) and queues it in one transaction; refused once the part was
 * completed on this device. An answer the disk refuses is kept in this page instead, as a
 * questionnaire's is (answers.ts, D195), and shown as kept in this tab only (D317).
 */
export async function recordLanguageAnswer(
  attempt: AttemptRecord,
  vendorAssessmentId: number,
  itemId: string,
  optionId: string | null,
  now: () => number = Date.now,
  db: OfflineDb = getOfflineDb(),
): Promise<number> {
  // Built before the writes, so a write the storage refuses is held with what it carries.
  let kept: HeldWrite | undefined;
  try {
    return await db.transaction('rw', db.attempts, db.answers, db.outbox, async () => {
      const current = await db.attempts.get(attempt.attemptId);
      if (languagePartsOf(withHeldChanges(db, current))?.[vendorAssessmentId]) throw new PartCompletedError();
      const key = languageItemKey(vendorAssessmentId, itemId);
      const previous = heldAnswer(db, attempt.attemptId, key) ?? (await db.answers.get([attempt.attemptId, key]));
      const revision = (previous?.revision ?? 0) + 1;
      const answeredAt = new Date(now()).toISOString();
      const answer: LocalAnswer = {
        attemptId: attempt.attemptId,
        itemId: key,
        value: optionId,
        revision,
        answeredAt,
        status: 'pending',
      };
      const fields = { vendor_assessment_id: vendorAssessmentId, item_id: itemId, option_id: optionId, revision };
      kept = { entry: answerEntry(attempt, { ...fields, answered_at: answeredAt }, answeredAt, key), answer };
      // Behind writes already held in memory, never ahead of them on disk.
      if (isHolding(db)) {
        hold(db, kept);
        return revision;
      }
      await db.answers.put(answer);
      await db.outbox.add(kept.entry);
      return revision;
    });
  } catch (error) {
    if (kept?.answer && holdRefused(db, error, kept)) return kept.answer.revision;
    throw error;
  }
}

/** The attempt as this page knows it: the disk's record with the changes held in memory (a part completed on a full disk). */
function withHeldChanges(db: OfflineDb, attempt: AttemptRecord | undefined): AttemptRecord | undefined {
  const changes = attempt && heldAttemptChanges(db, attempt.attemptId);
  return changes ? { ...attempt, ...changes } : attempt;
}

/**
 * The attempt as this page shows it (D346): with the parts completed while the disk refused writes,
 * which this page holds until the disk takes them (D195), and which parts' completions live in
 * this page only, not yet sent. A held completion the server has accepted while the disk still
 * refuses to record it shows completed. Without this a part finished on a full disk read
 * "In progress" until the disk freed.
 */
export function languageAttemptShown(
  attempt: AttemptRecord,
  db: OfflineDb = getOfflineDb(),
): { attempt: AttemptRecord; keptInPageOnly: ReadonlySet<number> } {
  const shown = withHeldChanges(db, attempt) ?? attempt;
  const onDisk = languagePartsOf(attempt) ?? {};
  const unsent = new Set(
    heldEntries(db).flatMap((e) =>
      e.attemptId === attempt.attemptId && e.kind === 'language-part'
        ? [(e.payload as LanguagePartPayload).vendor_assessment_id]
        : [],
    ),
  );
  const parts = { ...languagePartsOf(shown) };
  const isAccepted = heldOutcome(db, attempt.attemptId) === 'ok';
  for (const id of Object.keys(parts).map(Number))
    if (onDisk[id] === undefined && !unsent.has(id) && isAccepted) parts[id] = 'completed';
  const withParts: AttemptRecord = shown === attempt ? attempt : { ...shown, kindState: { kind: 'language', parts } };
  return { attempt: withParts, keptInPageOnly: unsent };
}

/** The parts this device completed or is completing, by vendor_assessment_id, if the attempt is a language test's. */
export function languagePartsOf(
  attempt: AttemptRecord | null | undefined,
): Readonly<Record<number, 'submitting' | 'completed'>> | undefined {
  return kindStateOf(attempt, 'language')?.parts;
}

/**
 * Queues the part's completion behind its answers, once. When it `finishesTest` (every other part
 * is complete or waiting to be sent, as the screen knows the test's parts), the attempt turns
 * 'submitting' with it, as every kind's submission does: the tracker then says the test is sent
 * and waits for the server, not "Continue" (D355). The server's receipt completing the test makes
 * it 'submitted'; a refused part puts it back 'in-progress' (kinds/language-part.ts).
 */
export async function completeLanguagePart(
  attempt: AttemptRecord,
  vendorAssessmentId: number,
  db: OfflineDb = getOfflineDb(),
  finishesTest = false,
): Promise<void> {
  let kept: HeldWrite | undefined;
  try {
    await db.transaction('rw', db.attempts, db.outbox, async () => {
      const current = withHeldChanges(db, await db.attempts.get(attempt.attemptId));
      if (!current || languagePartsOf(current)?.[vendorAssessmentId]) return;
      const at = new Date().toISOString();
      const change = {
        kindState: {
          kind: 'language' as const,
          parts: { ...languagePartsOf(current), [vendorAssessmentId]: 'submitting' as const },
        },
        refusal: undefined,
        ...(finishesTest && current.status === 'in-progress' ? { status: 'submitting' as const } : {}),
      };
      kept = {
        entry: partEntry(current, vendorAssessmentId, at),
        attempt: { attemptId: attempt.attemptId, ...change },
      };
      // Behind the part's answers held in memory (a full disk), never ahead of them on disk.
      if (isHolding(db)) {
        hold(db, kept);
        return;
      }
      await db.attempts.update(attempt.attemptId, change);
      await db.outbox.add(kept.entry);
    });
  } catch (error) {
    if (kept && holdRefused(db, error, kept)) return;
    throw error;
  }
}

/** The part's answers this device keeps and the server should hold: all but those it refused. */
export async function keptPartAnswers(
  db: OfflineDb,
  attemptId: string,
  vendorAssessmentId: number,
): Promise<LocalAnswer[]> {
  const prefix = languageItemKey(vendorAssessmentId, '');
  // With those the disk refused and this page holds (D195): the part's digest counts every answer given.
  const answers = withHeldAnswers(db, attemptId, await db.answers.where('attemptId').equals(attemptId).toArray());
  return answers.filter((a) => a.itemId.startsWith(prefix) && a.status !== 'refused');
}

/**
 * The server holds other answers for the part than this device: queue the part's kept answers
 * again (same revision, fresh key: the server applies only what it lacks), then its completion.
 * Called inside a transaction over outbox, answers and attempts.
 */
export async function resendPartThenComplete(
  db: OfflineDb,
  vendorAssessmentId: number,
  attempt: AttemptRecord,
): Promise<void> {
  const now = new Date().toISOString();
  const prefix = languageItemKey(vendorAssessmentId, '');
  for (const answer of await keptPartAnswers(db, attempt.attemptId, vendorAssessmentId)) {
    await db.answers.update([answer.attemptId, answer.itemId], { status: 'pending' });
    const answerFields = {
      vendor_assessment_id: vendorAssessmentId,
      item_id: answer.itemId.slice(prefix.length),
      option_id: answer.value as string | null,
      revision: answer.revision,
      answered_at: answer.answeredAt,
    };
    await db.outbox.add(answerEntry(attempt, answerFields, now, answer.itemId));
  }
  await db.outbox.add(partEntry(attempt, vendorAssessmentId, now));
  await db.attempts.update(attempt.attemptId, { resyncs: (attempt.resyncs ?? 0) + 1 });
}

export async function markPart(
  db: OfflineDb,
  attemptId: string,
  vendorAssessmentId: number,
  change: Partial<AttemptRecord>,
  state: 'completed' | undefined,
): Promise<void> {
  const current = await db.attempts.get(attemptId);
  if (!current) return;
  const parts = { ...languagePartsOf(current) };
  if (state) parts[vendorAssessmentId] = state;
  else delete parts[vendorAssessmentId];
  await db.attempts.update(attemptId, { ...change, kindState: { kind: 'language', parts } });
}
