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
 * - Writes IndexedDB refused wait in this page's memory (storage-failure.ts, D195): they are newer
 *   than everything on disk, so they go after it, one at a time, each with its key; every pass
 *   first tries to store them again.
 * - `mayTake` limits a loop to the signed-in user's entries (outbox-owner.ts): another user's
 *   queued answers are skipped, never sent with this user's token.
 */
import { getOfflineDb, type OfflineDb, type OutboxEntry, type Refusal } from './db.ts';
import { MAX_ANSWER_BATCH } from '../../contracts/user-response-codes.ts';
import { kindOf, storesFor, type SentEntry } from './kinds/index.ts';
import {
  applyBatchResults,
  applyRefusal,
  applySuccess,
  isSuperseded,
  prepareEntry,
  recordOutcome,
  type BatchSendResult,
  type SendResult,
} from './outbox-results.ts';
import { BATCH_BYTES, collectBatch } from './outbox-batch.ts';
import { backoffDelay, MAX_DELAY_MS } from './retry-backoff.ts';
import { registerBackgroundSync, SYNC_MESSAGE_TYPE } from './background-sync.ts';
import { withExclusiveLock } from './exclusive-lock.ts';
import { applyOrHold, dropHeld, heldEntries, isHolding, isSettled, persistHeld } from './storage-failure.ts';
import { isStorageFailure } from './storage.ts';

export type { BatchSendResult, SendResult } from './outbox-results.ts';
export { backoffDelay } from './retry-backoff.ts';
export type Send = (entry: SentEntry) => Promise<SendResult>;
export type SendBatch = (entries: SentEntry[]) => Promise<BatchSendResult>;

/** 'empty': nothing left; 'waiting': stopped at an entry that will be retried; 'offline': not tried. */
export type DrainOutcome = 'empty' | 'waiting' | 'offline';

export const OUTBOX_LOCK = 'assay-outbox';

const PERIOD_MS = 30_000;

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
  /** Told of every entry the server refused for good, once it is recorded (outbox-background.ts tells the company). */
  onRefused?: (entry: SentEntry, refusal: Refusal) => unknown;
}

/** How soon a drain held by `holdEntry` looks again (requestSync() comes sooner when the wait ends). */
const HOLD_RECHECK_MS = 5_000;

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
  private readonly onRefused: SyncLoopOptions['onRefused'];
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
    this.onRefused = options.onRefused;
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
    // Writes the disk refused wait in memory (storage-failure.ts): each pass tries to store them again.
    if (isHolding(this.db)) await persistHeld(this.db);
    if (typeof navigator !== 'undefined' && navigator.onLine === false) return 'offline';
    for (;;) {
      const head = await this.diskHead();
      if (!head || head.seq === undefined) {
        const held = this.nextHeld();
        if (!held) return 'empty';
        if ((await this.sendHeld(held, force)) === 'waiting') return 'waiting';
        force = false;
        continue;
      }
      if (!force && head.nextTryAt > this.now()) {
        this.scheduleRetry(head.nextTryAt);
        return 'waiting';
      }
      if (await isSuperseded(this.db, head)) {
        await recordOutcome(this.db, [{ entry: head }], () => this.db.outbox.delete(head.seq as number));
        continue;
      }
      if (this.holdEntry && (await this.holdEntry(head))) {
        this.scheduleRetry(this.now() + HOLD_RECHECK_MS);
        return 'waiting';
      }
      if (this.sendBatch && kindOf(head).batchTarget && head.seq > this.unbatchedThrough) {
        const batch = await collectBatch(this.db, head, {
          batchSize: this.batchSize,
          batchBytes: this.batchBytes,
          mayTake: this.mayTake,
        });
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
        const data = result.data;
        await recordOutcome(this.db, [{ entry, result }], () => applySuccess(this.db, entry, data));
      } else if (result.kind === 'refused') {
        const refusal = result.refusal;
        await recordOutcome(this.db, [{ entry, result }], () => applyRefusal(this.db, entry, refusal));
        void this.onRefused?.(entry, refusal);
      } else {
        await this.backOff([head], result);
        return 'waiting';
      }
      force = false;
    }
  }

  /** The oldest entry on disk this loop may take; none when the disk cannot be read and writes are held in memory. */
  private async diskHead(): Promise<OutboxEntry | undefined> {
    const mayTake = this.mayTake;
    try {
      return await this.db.outbox
        .orderBy('seq')
        .filter((entry) => !isSettled(this.db, entry.seq) && (!mayTake || mayTake(entry)))
        .first();
    } catch (error) {
      if (isHolding(this.db) && isStorageFailure(error)) return undefined;
      throw error;
    }
  }

  /** The first held entry this loop may take; those a later held revision of their item supersedes are dropped. */
  private nextHeld(): OutboxEntry | undefined {
    const entries = [...heldEntries(this.db)];
    for (const [i, entry] of entries.entries()) {
      if (this.mayTake && !this.mayTake(entry)) continue;
      const isSuperseded =
        kindOf(entry).supersededBy === 'later-revision-of-item' &&
        entries.slice(i + 1).some((e) => e.attemptId === entry.attemptId && e.itemId === entry.itemId);
      if (!isSuperseded) return entry;
      dropHeld(this.db, entry);
    }
    return undefined;
  }

  /**
   * The server's answer to a held entry: it leaves the memory queue, its answer there takes the
   * status, and the kind's effect on the stores is tried; while the disk refuses it, it is held
   * and run once the disk takes writes again (the server holds the truth meanwhile).
   */
  private async settleHeld(held: OutboxEntry, sent: SentEntry, result: Exclude<SendResult, { kind: 'retry' }>) {
    dropHeld(
      this.db,
      held,
      result.kind === 'ok' ? { status: 'synced', refusal: undefined } : { status: 'refused', refusal: result.refusal },
    );
    const effect = () =>
      this.db.transaction('rw', storesFor(this.db, [sent]), () =>
        result.kind === 'ok'
          ? kindOf(sent).onSuccess(this.db, sent, result.data)
          : kindOf(sent).onRefusal(this.db, sent, result.refusal),
      );
    // Now, or once the disk takes writes (D302), behind the attempt's changes still held (D335).
    await applyOrHold(this.db, effect, {
      attemptId: sent.attemptId,
      resend: held,
      outcome: result.kind,
      ...(result.kind === 'refused' ? { refusal: result.refusal } : {}),
    });
    if (result.kind === 'refused') void this.onRefused?.(sent, result.refusal);
  }

  /** Sends one entry held in memory (newer than everything on disk), as a single send would go. */
  private async sendHeld(held: OutboxEntry, force: boolean): Promise<'sent' | 'waiting'> {
    if (!force && held.nextTryAt > this.now()) {
      this.scheduleRetry(held.nextTryAt);
      return 'waiting';
    }
    if (this.holdEntry && (await this.holdEntry(held))) {
      this.scheduleRetry(this.now() + HOLD_RECHECK_MS);
      return 'waiting';
    }
    const entry = await prepareEntry(this.db, held);
    let result: SendResult;
    try {
      result = await this.send(entry);
    } catch (error) {
      result = { kind: 'retry', error: error instanceof Error ? error.message : String(error) };
    }
    if (result.kind !== 'retry') {
      await this.settleHeld(held, entry, result);
      return 'sent';
    }
    const attempts = held.attempts + 1;
    const delay = Math.max(backoffDelay(attempts, this.random), (result.retryAfterSeconds ?? 0) * 1000);
    Object.assign(held, { attempts, nextTryAt: this.now() + Math.min(MAX_DELAY_MS, delay), lastError: result.error });
    this.scheduleRetry(held.nextTryAt);
    return 'waiting';
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
    const results = result.results;
    const settled = batch.flatMap((entry, i) => (results[i]!.kind === 'retry' ? [] : [{ entry, result: results[i]! }]));
    let again = batch.filter((_, i) => results[i]!.kind === 'retry');
    await recordOutcome(this.db, settled, async () => {
      again = await applyBatchResults(this.db, batch, results);
    });
    for (const { entry, result: settledResult } of settled)
      if (settledResult.kind === 'refused') void this.onRefused?.(entry, settledResult.refusal);
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
    try {
      await this.db.transaction('rw', this.db.outbox, async () => {
        for (const entry of entries)
          await this.db.outbox.update(entry.seq as number, { attempts: failures, nextTryAt, lastError: failure.error });
      });
    } catch (error) {
      // A full disk cannot note the failure: the timer below still retries.
      if (!isStorageFailure(error)) throw error;
    }
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
