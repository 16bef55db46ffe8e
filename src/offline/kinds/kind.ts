/**
 * What an outbox entry kind declares (one file per kind in this folder, one line in index.ts):
 * the contract endpoint it is sent to, how the stored payload becomes the request body when the
 * entry reaches the head of the outbox, and what the server's acceptance or refusal changes on the
 * device. The sync loop, the sender and the online-only path look kinds up here and hold no
 * per-kind branches.
 *
 * `onSuccess` and `onRefusal` run inside one Dexie transaction over the outbox and the kind's
 * `stores`, right after the entry left the outbox: the entry's removal and its effect commit
 * together, so a reload between the two cannot happen.
 */
import type { AnswersDigest } from '../../../contracts/user-response-codes.ts';
import type { BodyOf, Endpoint, EndpointRoute, ResponseOf } from '../../../contracts/endpoint.ts';
import type { OfflineDb, Refusal } from '../db.ts';
import type { QueuedEntry } from '../outbox-entry.ts';

export { newEntry, type QueuedEntry } from '../outbox-entry.ts';

/** The stores besides `outbox` a kind's outcome writes (the transaction covers exactly these). */
export type KindStore = 'answers' | 'attempts' | 'timers' | 'formDrafts';

export interface ActivityKind<K extends string, P, E extends Endpoint> {
  kind: K;
  /**
   * The contract endpoint (src/lib/api) the body is sent to, with the entry's idempotency key.
   * Kinds declare it as a getter: the kinds and the engine end up in chunks that import each
   * other, and a plain property would read the route before its chunk has run.
   */
  readonly endpoint: EndpointRoute<E>;
  /** The body to send now, computed when every earlier entry is settled (a submission's count and hash). */
  prepare(entry: QueuedEntry<K, P>, db: OfflineDb): Promise<BodyOf<E>>;
  stores: readonly KindStore[];
  /** The server accepted the entry (`sent` carries the body as sent). */
  onSuccess(db: OfflineDb, sent: QueuedEntry<K, BodyOf<E>>, data: ResponseOf<E>): Promise<void>;
  /** The server refused it for good: the reason is recorded, nothing local is deleted. */
  onRefusal(db: OfflineDb, sent: QueuedEntry<K, BodyOf<E>>, refusal: Refusal): Promise<void>;
  /**
   * 'item': an entry is not sent while a later entry of the same attempt and itemId is queued
   * behind it (the server keeps the highest revision, so only traffic is saved).
   */
  supersededBy?: 'later-revision-of-item';
  /**
   * Consecutive entries of this kind with the same `batchTarget` go in one request
   * (send.ts `sendAnswerBatch`); without it every entry goes alone.
   */
  batchTarget?(entry: QueuedEntry<K, P>): string;
  /**
   * The server refuses the entry while a file of its attempt is missing (a screening file answer,
   * the application form's resume): the sync loop holds it until the attempt's queued files are
   * uploaded or refused (answer-files.ts `hasFilesToUpload`).
   */
  awaitsFiles?: true;
}

/** Payloads whose count and hash are added when sent (a final submission: receipts.ts). */
export type WithoutDigest<B> = Omit<B, keyof AnswersDigest>;

/** The body as stored, for a payload sent unchanged. */
export function sendAsQueued<P>(entry: { payload: P }): Promise<P> {
  return Promise.resolve(entry.payload);
}

/** Marks the answer the entry carried, if no newer revision was recorded while it was in flight. */
export async function settleAnswer(
  db: OfflineDb,
  sent: QueuedEntry,
  change: { status: 'synced' | 'refused'; refusal?: Refusal; syncedLate?: boolean; isLate?: boolean },
): Promise<void> {
  if (sent.itemId === undefined) return;
  const key: [string, string] = [sent.attemptId, sent.itemId];
  const answer = await db.answers.get(key);
  if (answer && answer.revision === sent.revision) await db.answers.update(key, change);
}
