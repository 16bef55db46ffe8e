/**
 * The shape of an outbox entry, below both the schema (db.ts) and the registry of entry kinds
 * (kinds/index.ts), so the schema never imports the registry (D187: no import cycle).
 *
 * The entry's kinds and payloads still come from the registry, at the type level only: the
 * registry registers itself in `OutboxRegister` by declaration merging (as TanStack Router's
 * `Register`), and `OutboxEntry` is derived from what is registered. A kind is still one file in
 * kinds/ and one line in the registry; nothing here changes when a kind is added.
 */

/** One queued write: its kind, the payload the contract's body is made from, its idempotency key and retry state. */
export interface QueuedEntry<K extends string = string, P = unknown> {
  seq?: number;
  kind: K;
  attemptId: string;
  /** Set on answer entries, so a newer revision of the same item can supersede an older one. */
  itemId?: string;
  revision?: number;
  /** The request body (snake_case as the contract), less what `prepare` adds when it is sent. */
  payload: P;
  idempotencyKey: string;
  createdAt: string;
  /** Failed sends so far. */
  attempts: number;
  /** Epoch milliseconds before which a timer-triggered drain leaves this entry alone. */
  nextTryAt: number;
  lastError?: string;
  /** The user who queued it (stamped by outbox-owner.ts); not indexed, so no new schema version. */
  ownerId?: number;
}

/**
 * Filled by kinds/index.ts (`declare module`): `kinds` is the registry object. Empty here on
 * purpose, so this module imports nothing of the engine.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface OutboxRegister {}

type RegisteredKinds = OutboxRegister extends { kinds: infer R } ? R : Record<never, never>;

/** The kinds of outbox entries, as registered. */
export type OutboxKind = keyof RegisteredKinds & string;

/** The payload an entry of kind K is queued with (read from the kind's `prepare`). */
export type PayloadOf<K extends OutboxKind> = RegisteredKinds[K] extends {
  prepare(entry: QueuedEntry<K, infer P>, ...rest: never[]): unknown;
}
  ? P
  : never;

export type OutboxEntryOf<K extends OutboxKind> = QueuedEntry<K, PayloadOf<K>>;

/** An outbox entry: its payload is typed by its kind. */
export type OutboxEntry = { [K in OutboxKind]: OutboxEntryOf<K> }[OutboxKind];

/** A new entry of a kind: a fresh idempotency key, no failed sends yet. */
export function newEntry<K extends string, P>(
  kind: K,
  attemptId: string,
  payload: P,
  at: string,
  item?: { itemId: string; revision: number },
): QueuedEntry<K, P> {
  return {
    kind,
    attemptId,
    ...(item ?? {}),
    payload,
    idempotencyKey: crypto.randomUUID(),
    createdAt: at,
    attempts: 0,
    nextTryAt: 0,
  };
}
