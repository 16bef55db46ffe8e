/**
 * What the sync loop does with the server's answer to one outbox entry: the entry's kind
 * (src/offline/kinds) says. Each outcome is one transaction: the entry leaves the outbox in the
 * same commit that records its effect, so a reload between the two cannot happen.
 */
import type { OfflineDb, Refusal } from './db.ts';
import { kindOf, storesFor, type OutboxEntry, type SentEntry } from './kinds/index.ts';
import { holdAnswer, holdEffect, holdSettled } from './storage-failure.ts';
import { isStorageFailure } from './storage.ts';

export type SendResult =
  | { kind: 'ok'; data: unknown }
  /** Not delivered, or delivered with no usable answer: keep the entry and try again later. */
  | { kind: 'retry'; error: string; retryAfterSeconds?: number }
  /** The server said no, for good: record why and move on. */
  | { kind: 'refused'; refusal: Refusal };

/**
 * The answer to a batch of answer entries: one result per entry, in order; or the batch as a
 * whole was not delivered ('retry') or refused ('refused': the loop then sends those entries one
 * by one, so each gets its own answer and reason exactly as before batching).
 */
export type BatchSendResult =
  | { kind: 'ok'; results: SendResult[] }
  | { kind: 'retry'; error: string; retryAfterSeconds?: number }
  | { kind: 'refused'; refusal: Refusal };

/**
 * Records a batch's delivered results in one transaction (each as applySuccess / applyRefusal
 * would); entries whose result is 'retry' stay queued and are returned for the loop's backoff.
 */
export async function applyBatchResults(db: OfflineDb, sent: SentEntry[], results: SendResult[]): Promise<SentEntry[]> {
  const again: SentEntry[] = [];
  await db.transaction('rw', storesFor(db, sent), async () => {
    const settled: number[] = [];
    for (const [i, entry] of sent.entries()) {
      const result = results[i]!;
      if (result.kind === 'retry') {
        again.push(entry);
        continue;
      }
      settled.push(entry.seq as number);
      if (result.kind === 'ok') await kindOf(entry).onSuccess(db, entry, result.data);
      else await kindOf(entry).onRefusal(db, entry, result.refusal);
    }
    await db.outbox.bulkDelete(settled);
  });
  return again;
}

/** The body to send now (a submission gets the count and hash of what the server should hold). */
export async function prepareEntry(db: OfflineDb, entry: OutboxEntry): Promise<SentEntry> {
  return { ...entry, payload: await kindOf(entry).prepare(entry, db) } as SentEntry;
}

/** True when a later entry holds a newer revision of the same item: the older one need not go. */
export async function isSuperseded(db: OfflineDb, entry: OutboxEntry): Promise<boolean> {
  if (kindOf(entry).supersededBy !== 'later-revision-of-item' || entry.itemId === undefined || entry.seq === undefined)
    return false;
  const seq = entry.seq;
  const later = await db.outbox
    .where('[attemptId+itemId]')
    .equals([entry.attemptId, entry.itemId])
    .filter((e) => (e.seq ?? 0) > seq)
    .count();
  return later > 0;
}

export async function applySuccess(db: OfflineDb, sent: SentEntry, data: unknown): Promise<void> {
  await db.transaction('rw', storesFor(db, [sent]), async () => {
    await db.outbox.delete(sent.seq as number);
    await kindOf(sent).onSuccess(db, sent, data);
  });
}

export async function applyRefusal(db: OfflineDb, sent: SentEntry, refusal: Refusal): Promise<void> {
  await db.transaction('rw', storesFor(db, [sent]), async () => {
    await db.outbox.delete(sent.seq as number);
    await kindOf(sent).onRefusal(db, sent, refusal);
  });
}

/** An entry as queued anew, behind what the outbox holds then. */
function withoutSeq({ seq: _removed, ...entry }: OutboxEntry): OutboxEntry {
  return entry;
}

/**
 * Records on disk what the server said about entries on disk (`apply`). When the disk refuses
 * that (a full disk), the entries still leave the queue, by a removal (which needs no room) or
 * remembered in this page, and their answers' new status is held in memory (storage-failure.ts),
 * so the drain goes on and nothing is sent again; another kind's effect is held to run later.
 */
export async function recordOutcome(
  db: OfflineDb,
  settled: readonly { entry: OutboxEntry; result?: Exclude<SendResult, { kind: 'retry' }> }[],
  apply: () => Promise<unknown>,
): Promise<void> {
  try {
    await apply();
    return;
  } catch (error) {
    if (!isStorageFailure(error)) throw error;
  }
  const seqs = settled.map(({ entry }) => entry.seq as number);
  try {
    await db.outbox.bulkDelete(seqs);
  } catch (error) {
    if (!isStorageFailure(error)) throw error;
    holdSettled(db, seqs);
  }
  for (const { entry, result } of settled) {
    if (!result) continue;
    if (entry.itemId === undefined) {
      // Not an answer (a submission, a typing result): its effect waits for the disk (D302).
      const sent = entry as SentEntry;
      holdEffect(
        db,
        () =>
          db.transaction('rw', storesFor(db, [sent]), () =>
            result.kind === 'ok'
              ? kindOf(sent).onSuccess(db, sent, result.data)
              : kindOf(sent).onRefusal(db, sent, result.refusal),
          ),
        {
          attemptId: sent.attemptId,
          resend: withoutSeq(entry),
          outcome: result.kind,
          ...(result.kind === 'refused' ? { refusal: result.refusal } : {}),
        },
      );
      continue;
    }
    const answer = await db.answers.get([entry.attemptId, entry.itemId]).catch(() => undefined);
    if (answer && answer.revision === entry.revision)
      holdAnswer(db, {
        ...answer,
        ...(result.kind === 'ok'
          ? { status: 'synced', refusal: undefined }
          : { status: 'refused', refusal: result.refusal }),
      });
  }
}
