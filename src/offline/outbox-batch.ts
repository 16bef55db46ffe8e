/**
 * Which queued entries go in one request (sync-loop.ts sends them, `sendBatch`): consecutive
 * answer entries of one attempt, up to `batchSize` items and `batchBytes` of payload.
 */
import type { OfflineDb, OutboxEntry } from './db.ts';
import { kindOf } from './kinds/index.ts';
import { recordOutcome } from './outbox-results.ts';
import { isSettled } from './storage-failure.ts';

/** Well under the server's 1 MB body limit, whatever the answers' lengths. */
export const BATCH_BYTES = 512 * 1024;

const itemKey = (attemptId: string, itemId: string) => `${attemptId}\u0000${itemId}`;

export interface BatchLimits {
  /** Most items per batch. */
  batchSize: number;
  /** Most payload characters per batch. */
  batchBytes: number;
  /** Which entries the loop may send; others are skipped, never batched. */
  mayTake: ((entry: OutboxEntry) => boolean) | undefined;
}

/** The head and the answers of the same attempt right behind it (this loop's entries only), superseded ones dropped. */
export async function collectBatch(db: OfflineDb, head: OutboxEntry, limits: BatchLimits): Promise<OutboxEntry[]> {
  const { batchSize, batchBytes, mayTake } = limits;
  const batch = [head];
  let bytes = JSON.stringify(head.payload).length;
  const targetOf = (entry: OutboxEntry) => (entry.kind === head.kind ? kindOf(entry).batchTarget?.(entry) : undefined);
  const target = targetOf(head);
  const isSameTarget = (entry: OutboxEntry) => target !== undefined && targetOf(entry) === target;
  let after = head.seq as number;
  for (;;) {
    const next = await db.outbox.where('seq').above(after).limit(batchSize).toArray();
    if (next.length === 0) return batch;
    const newest = await newestSeqOfItems(db, next);
    for (const entry of next) {
      after = entry.seq as number;
      if (mayTake && !mayTake(entry)) continue;
      if (!isSameTarget(entry)) return batch;
      if (isSettled(db, after)) continue;
      if (entry.itemId !== undefined && (newest.get(itemKey(entry.attemptId, entry.itemId)) ?? 0) > after) {
        const superseded = after;
        await recordOutcome(db, [{ entry }], () => db.outbox.delete(superseded));
        continue;
      }
      const size = JSON.stringify(entry.payload).length;
      if (batch.length >= batchSize || bytes + size > batchBytes) return batch;
      batch.push(entry);
      bytes += size;
    }
  }
}

/**
 * The highest queued seq of each item these entries answer, in one query (isSuperseded asks the
 * same per entry): an entry below its item's newest need not be sent.
 */
async function newestSeqOfItems(db: OfflineDb, entries: OutboxEntry[]): Promise<Map<string, number>> {
  const items = entries.flatMap((e): [string, string][] =>
    e.itemId !== undefined && kindOf(e).supersededBy ? [[e.attemptId, e.itemId]] : [],
  );
  const newest = new Map<string, number>();
  if (items.length === 0) return newest;
  await db.outbox
    .where('[attemptId+itemId]')
    .anyOf(items)
    .each((e) => {
      const key = itemKey(e.attemptId, e.itemId as string);
      newest.set(key, Math.max(newest.get(key) ?? 0, e.seq ?? 0));
    });
  return newest;
}
