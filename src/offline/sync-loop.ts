/**
 * The sync loop drains the outbox into the server, oldest entry first, one at a time.
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
 * - `mayTake` limits a loop to the signed-in user's entries (outbox-owner.ts): another user's
 *   queued answers are skipped, never sent with this user's token.
 */
import { getOfflineDb, type OfflineDb, type OutboxEntry } from './db.ts';
import { applyRefusal, applySuccess, isSuperseded, prepareEntry, type SendResult } from './outbox-results.ts';

export type { SendResult } from './outbox-results.ts';
export type Send = (entry: OutboxEntry) => Promise<SendResult>;

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
}

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
      const head = await (mayTake ? this.db.outbox.orderBy('seq').filter(mayTake) : this.db.outbox.orderBy('seq')).first();
      if (!head || head.seq === undefined) return 'empty';
      if (!force && head.nextTryAt > this.now()) {
        this.scheduleRetry(head.nextTryAt);
        return 'waiting';
      }
      if (await isSuperseded(this.db, head)) {
        await this.db.outbox.delete(head.seq);
        continue;
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
        const failures = head.attempts + 1;
        const delay = Math.min(MAX_DELAY_MS, Math.max(backoffDelay(failures, this.random), (result.retryAfterSeconds ?? 0) * 1000));
        const nextTryAt = this.now() + delay;
        await this.db.outbox.update(head.seq, { attempts: failures, nextTryAt, lastError: result.error });
        this.scheduleRetry(nextTryAt);
        registerBackgroundSync();
        return 'waiting';
      }
      force = false;
    }
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
