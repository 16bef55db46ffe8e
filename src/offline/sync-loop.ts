/**
 * The sync loop drains the outbox into the server, oldest entry first.
 *
 * - Success removes the entry and marks its answer synced (if no newer revision was recorded
 *   meanwhile). A refusal (4xx) removes the entry and keeps the answer, marked refused with the
 *   server's reason (promise 6). Anything else (no network, 5xx, timeout, a response lost after
 *   the server applied it) keeps the entry with its idempotency key and stops the drain; the
 *   resend is applied once by the server (promise 1). Retries back off exponentially with
 *   jitter, capped at a minute.
 * - An older revision of an item is not sent when a newer one is queued behind it: the server
 *   keeps the highest revision anyway, so skipping it changes nothing but traffic (promise 2).
 * - Triggers: start(), the `online` event, the page becoming visible, a timer, and a message
 *   from the service worker (Background Sync, Chromium only), which calls requestSync().
 * - One drain at a time per browser: a Web Lock shared by every tab, or an in-page lock where
 *   the browser has no Web Locks (promise 10).
 * - Batches: consecutive answer entries of one attempt go in one request (`sendBatch`, up to
 *   `batchSize` items and `batchBytes` of payload). Each item keeps its own key and gets its own
 *   result, recorded as a single send's would be, all in one transaction; items the server could
 *   not settle stay queued and stop the drain, so a submission never overtakes its answers. A
 *   batch refused as a whole (a malformed item, an older server) is sent again one entry at a
 *   time, so every entry gets its own answer and reason as before.
 * - `mayTake` limits a loop to the signed-in user's entries (outbox-owner.ts): another user's
 *   queued answers are skipped, never sent with this user's token.
 */
import { getOfflineDb, type OfflineDb, type OutboxEntry } from './db.ts';
import { MAX_ANSWER_BATCH } from '../../contracts/user-response-codes.ts';
import { kindOf, type SentEntry } from './kinds/index.ts';
import {
  applyBatchResults,
  applyRefusal,
  applySuccess,
  isSuperseded,
  prepareEntry,
  type BatchSendResult,
  type SendResult,
} from './outbox-results.ts';

export type { BatchSendResult, SendResult } from './outbox-results.ts';
export type Send = (entry: SentEntry) => Promise<SendResult>;
export type SendBatch = (entries: SentEntry[]) => Promise<BatchSendResult>;

/** 'empty': nothing left; 'waiting': stopped at an entry that will be retried; 'offline': not tried. */
export type DrainOutcome = 'empty' | 'waiting' | 'offline';

export const OUTBOX_LOCK = 'assay-outbox';
/** The message a service worker posts to its pages when Background Sync fires. */
export const SYNC_MESSAGE_TYPE = 'assay-sync';
/** The Background Sync tag the page registers while answers wait. */
export const SYNC_TAG = 'assay-outbox';

const BASE_DELAY_MS = 1_000;
const MAX_DELAY_MS = 60_000;
const PERIOD_MS = 30_000;
/** Well under the server's 1 MB body limit, whatever the answers' lengths. */
const BATCH_BYTES = 512 * 1024;

const itemKey = (attemptId: string, itemId: string) => `${attemptId}\u0000${itemId}`;

/** Exponential backoff with "equal jitter": between half and all of min(cap, base * 2^(n-1)). */
export function backoffDelay(failures: number, random: () => number = Math.random): number {
  const ceiling = Math.min(MAX_DELAY_MS, BASE_DELAY_MS * 2 ** Math.max(0, failures - 1));
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}

export interface SyncLoopOptions {
  send: Send;
  db?: OfflineDb;
  now?: () => number;
  random?: () => number;
  /** Which entries this loop may send (outbox-owner.ts: only the signed-in user's); others are left queued. */
  mayTake?: (entry: OutboxEntry) => boolean;
  /** Sends consecutive answers of one attempt in one request; without it every entry goes alone. */
  sendBatch?: SendBatch;
  /** Most items per batch (the server's limit by default). */
  batchSize?: number;
  /** Most payload characters per batch. */
  batchBytes?: number;
  /**
   * Whether the head entry must wait for something outside the outbox (a submission for its
   * attempt's attached files: answer-files.ts `hasFilesToUpload`); the drain stops there and looks
   * again shortly, or when requestSync() is called.
   */
  holdEntry?: (entry: OutboxEntry) => Promise<boolean>;
}

/** How soon a drain held by `holdEntry` looks again (requestSync() comes sooner when the wait ends). */
const HOLD_RECHECK_MS = 5_000;

// Where the browser has no Web Locks: one drain at a time within this page.
const pageLocks = new Map<string, Promise<unknown>>();

function withExclusiveLock<T>(name: string, task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (locks && typeof locks.request === 'function') return locks.request(name, () => task()) as Promise<T>;
  const previous = pageLocks.get(name) ?? Promise.resolve();
  const run = previous.then(task, task);
  const tail = run.catch(() => undefined);
  pageLocks.set(name, tail);
  void tail.then(() => {
    if (pageLocks.get(name) === tail) pageLocks.delete(name);
  });
  return run;
}

// The started loop's "drain now", for requestSync().
let kickStartedLoop: (() => void) | undefined;

/** Drain now (the service worker's Background Sync message, a screen's "retry" button). */
export function requestSync(): void {
  kickStartedLoop?.();
}

export class SyncLoop {
  private readonly db: OfflineDb;
  private readonly send: Send;
  private readonly now: () => number;
  private readonly random: () => number;
  private readonly mayTake: ((entry: OutboxEntry) => boolean) | undefined;
  private readonly sendBatch: SendBatch | undefined;
  private readonly batchSize: number;
  private readonly batchBytes: number;
  private readonly holdEntry: ((entry: OutboxEntry) => Promise<boolean>) | undefined;
  /** Entries up to this seq go one by one: their batch was refused as a whole. */
  private unbatchedThrough = 0;
  private running: Promise<DrainOutcome> | undefined;
  private rerun: { force: boolean } | undefined;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private detach: (() => void) | undefined;

  constructor(options: SyncLoopOptions) {
    this.db = options.db ?? getOfflineDb();
    this.send = options.send;
    this.now = options.now ?? Date.now;
    this.random = options.random ?? Math.random;
    this.mayTake = options.mayTake;
    this.sendBatch = options.sendBatch;
    this.batchSize = Math.max(1, Math.min(MAX_ANSWER_BATCH, options.batchSize ?? MAX_ANSWER_BATCH));
    this.batchBytes = options.batchBytes ?? BATCH_BYTES;
    this.holdEntry = options.holdEntry;
  }

  /**
   * Drains until the outbox is empty or an entry must wait. `force` ignores the backoff of the
   * first entry (used when the network just came back). A drain asked for while one runs is
   * folded into one more pass after it, and the promise covers that pass.
   */
  drain(options: { force?: boolean } = {}): Promise<DrainOutcome> {
    const force = options.force ?? false;
    if (this.running) {
      this.rerun = { force: force || (this.rerun?.force ?? false) };
      return this.running;
    }
    this.running = (async () => {
      let outcome: DrainOutcome;
      let pass = { force };
      for (;;) {
        outcome = await withExclusiveLock(OUTBOX_LOCK, () => this.drainPass(pass.force));
        if (!this.rerun) return outcome;
        pass = this.rerun;
        this.rerun = undefined;
      }
    })().finally(() => {
      this.running = undefined;
    });
    return this.running;
  }

  private async drainPass(force: boolean): Promise<DrainOutcome> {
    if (typeof navigator !== 'undefined' && navigator.onLine === false) return 'offline';
    for (;;) {
      const mayTake = this.mayTake;
      const head = await (
        mayTake ? this.db.outbox.orderBy('seq').filter(mayTake) : this.db.outbox.orderBy('seq')
      ).first();
      if (!head || head.seq === undefined) return 'empty';
      if (!force && head.nextTryAt > this.now()) {
        this.scheduleRetry(head.nextTryAt);
        return 'waiting';
      }
      if (await isSuperseded(this.db, head)) {
        await this.db.outbox.delete(head.seq);
        continue;
      }
      if (this.holdEntry && (await this.holdEntry(head))) {
        this.scheduleRetry(this.now() + HOLD_RECHECK_MS);
        return 'waiting';
      }
      if (this.sendBatch && kindOf(head).batchTarget && head.seq > this.unbatchedThrough) {
        const batch = await this.collectBatch(head);
        if (batch.length > 1) {
          if ((await this.sendBatchOf(batch, this.sendBatch)) === 'waiting') return 'waiting';
          force = false;
          continue;
        }
      }
      const entry = await prepareEntry(this.db, head);
      let result: SendResult;
      try {
        result = await this.send(entry);
      } catch (error) {
        result = { kind: 'retry', error: error instanceof Error ? error.message : String(error) };
      }
      if (result.kind === 'ok') {
        await applySuccess(this.db, entry, result.data);
      } else if (result.kind === 'refused') {
        await applyRefusal(this.db, entry, result.refusal);
      } else {
        await this.backOff([head], result);
        return 'waiting';
      }
      force = false;
    }
  }

  /** The head and the answers of the same attempt right behind it (this loop's entries only), superseded ones dropped. */
  private async collectBatch(head: OutboxEntry): Promise<OutboxEntry[]> {
    const batch = [head];
    let bytes = JSON.stringify(head.payload).length;
    const targetOf = (entry: OutboxEntry) =>
      entry.kind === head.kind ? kindOf(entry).batchTarget?.(entry) : undefined;
    const target = targetOf(head);
    const isSameTarget = (entry: OutboxEntry) => target !== undefined && targetOf(entry) === target;
    let after = head.seq as number;
    for (;;) {
      const next = await this.db.outbox.where('seq').above(after).limit(this.batchSize).toArray();
      if (next.length === 0) return batch;
      const newest = await this.newestSeqOfItems(next);
      for (const entry of next) {
        after = entry.seq as number;
        if (this.mayTake && !this.mayTake(entry)) continue;
        if (!isSameTarget(entry)) return batch;
        if (entry.itemId !== undefined && (newest.get(itemKey(entry.attemptId, entry.itemId)) ?? 0) > after) {
          await this.db.outbox.delete(after);
          continue;
        }
        const size = JSON.stringify(entry.payload).length;
        if (batch.length >= this.batchSize || bytes + size > this.batchBytes) return batch;
        batch.push(entry);
        bytes += size;
      }
    }
  }

  /**
   * The highest queued seq of each item these entries answer, in one query (isSuperseded asks the
   * same per entry): an entry below its item's newest need not be sent.
   */
  private async newestSeqOfItems(entries: OutboxEntry[]): Promise<Map<string, number>> {
    const items = entries.flatMap((e): [string, string][] =>
      e.itemId !== undefined && kindOf(e).supersededBy ? [[e.attemptId, e.itemId]] : [],
    );
    const newest = new Map<string, number>();
    if (items.length === 0) return newest;
    await this.db.outbox
      .where('[attemptId+itemId]')
      .anyOf(items)
      .each((e) => {
        const key = itemKey(e.attemptId, e.itemId as string);
        newest.set(key, Math.max(newest.get(key) ?? 0, e.seq ?? 0));
      });
    return newest;
  }

  private async sendBatchOf(queued: OutboxEntry[], sendBatch: SendBatch): Promise<'sent' | 'waiting'> {
    const batch: SentEntry[] = [];
    for (const entry of queued) batch.push(await prepareEntry(this.db, entry));
    let result: BatchSendResult;
    try {
      result = await sendBatch(batch);
    } catch (error) {
      result = { kind: 'retry', error: error instanceof Error ? error.message : String(error) };
    }
    if (result.kind === 'refused') {
      this.unbatchedThrough = batch[batch.length - 1]!.seq as number;
      return 'sent';
    }
    if (result.kind === 'retry') {
      await this.backOff(batch, result);
      return 'waiting';
    }
    const again = await applyBatchResults(this.db, batch, result.results);
    if (again.length === 0) return 'sent';
    const retryAfterSeconds = Math.max(
      0,
      ...result.results.map((r) => (r.kind === 'retry' ? (r.retryAfterSeconds ?? 0) : 0)),
    );
    const error = result.results.find((r) => r.kind === 'retry')?.error ?? 'not settled';
    await this.backOff(again, { error, retryAfterSeconds });
    return 'waiting';
  }

  /** Keeps the entries with their keys and tries them again later (exponential backoff, or Retry-After if longer). */
  private async backOff(
    entries: readonly { seq?: number; attempts: number }[],
    failure: { error: string; retryAfterSeconds?: number },
  ): Promise<void> {
    const failures = Math.max(...entries.map((e) => e.attempts)) + 1;
    const delay = Math.min(
      MAX_DELAY_MS,
      Math.max(backoffDelay(failures, this.random), (failure.retryAfterSeconds ?? 0) * 1000),
    );
    const nextTryAt = this.now() + delay;
    await this.db.transaction('rw', this.db.outbox, async () => {
      for (const entry of entries)
        await this.db.outbox.update(entry.seq as number, { attempts: failures, nextTryAt, lastError: failure.error });
    });
    this.scheduleRetry(nextTryAt);
    registerBackgroundSync();
  }

  private scheduleRetry(at: number): void {
    if (!this.detach) return;
    clearTimeout(this.retryTimer);
    this.retryTimer = setTimeout(() => void this.drain().catch(() => undefined), Math.max(0, at - this.now()));
  }

  /** Listens to every trigger and drains once; returns a function that stops it all. */
  start(): () => void {
    if (this.detach) return this.detach;
    const kick = () => void this.drain({ force: true }).catch(() => undefined);
    const onVisible = () => {
      if (document.visibilityState === 'visible') kick();
    };
    const onWorkerMessage = (event: MessageEvent) => {
      if ((event.data as { type?: string } | undefined)?.type === SYNC_MESSAGE_TYPE) kick();
    };
    const worker = typeof navigator !== 'undefined' ? navigator.serviceWorker : undefined;
    window.addEventListener('online', kick);
    document.addEventListener('visibilitychange', onVisible);
    worker?.addEventListener('message', onWorkerMessage);
    const period = setInterval(() => void this.drain().catch(() => undefined), PERIOD_MS);
    kickStartedLoop = kick;
    this.detach = () => {
      window.removeEventListener('online', kick);
      document.removeEventListener('visibilitychange', onVisible);
      worker?.removeEventListener('message', onWorkerMessage);
      clearInterval(period);
      clearTimeout(this.retryTimer);
      if (kickStartedLoop === kick) kickStartedLoop = undefined;
      this.detach = undefined;
    };
    kick();
    return this.detach;
  }

  stop(): void {
    this.detach?.();
  }
}

interface SyncCapableRegistration extends ServiceWorkerRegistration {
  sync?: { register(tag: string): Promise<void> };
}

/** Asks a Chromium service worker to wake the page when the network returns; a no-op elsewhere. */
function registerBackgroundSync(): void {
  const worker = typeof navigator !== 'undefined' ? navigator.serviceWorker : undefined;
  if (!worker || typeof worker.getRegistration !== 'function') return;
  void worker
    .getRegistration()
    .then((registration) => (registration as SyncCapableRegistration | undefined)?.sync?.register(SYNC_TAG))
    .catch(() => undefined);
}
