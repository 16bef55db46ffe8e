/**
 * The reply mailboxes watched over IMAP IDLE (D475): each company's mailbox that is not failing
 * gets one connection held in IDLE, and when its server says a message arrived a poll is asked
 * for at once (the queue's worker runs it within a second or two), so a reply reaches the
 * application in seconds rather than at the next minute. The minute's poll stays for every
 * mailbox: it reads what a watch missed, and is all a mailbox gets while its server does not offer
 * IDLE or its watch is down (a drop is retried after 5 s, doubling to 5 minutes, and a watch
 * begun again asks for a poll to catch up). Runs beside the job worker (config.jobWorker), one
 * watch per company per such process; a watch's failure is not recorded on the mailbox (the polls
 * say how the mailbox is).
 */
import { createHash } from 'node:crypto';
import type { MailboxWatchState } from '../../../contracts/replies.ts';
import type { Db } from '../../db/database.ts';
import { MailboxError, watchMailbox, type MailboxWatch } from '../../integrations/mailbox/imap-mailbox.ts';
import { credentialsOf } from './reply-mailbox.service.ts';
import * as store from './reply-mailbox.store.ts';

export interface MailboxWatchers {
  /** Starts, begins again or stops the watches as the saved mailboxes now are. */
  sync(): Promise<void>;
  /** How the company's mailbox is watched in this process ('off' when it is not). */
  stateOf(accountId: number): MailboxWatchState;
  stop(): Promise<void>;
}

export interface WatcherOptions {
  /** A message arrived in the company's mailbox, or a watch began: read what is new. */
  onNewMail(accountId: number): Promise<void>;
  log(line: string): void;
  /** The first wait before a dropped or failed watch is tried again; it doubles up to maxRetryMs. */
  retryMs?: number;
  maxRetryMs?: number;
  /** How often the saved mailboxes are read again (a change made by another process). */
  syncEveryMs?: number;
}

interface Watched {
  /** A hash of the settings it was started with: other settings begin it again. */
  key: string;
  state: MailboxWatchState;
  stopped: boolean;
  watch?: MailboxWatch;
  /** Wakes the wait before a retry, when the watch is stopped. */
  wake?: () => void;
  done: Promise<void>;
}

export function startMailboxWatchers(db: Db, options: WatcherOptions): MailboxWatchers {
  const retryMs = options.retryMs ?? 5_000;
  const maxRetryMs = options.maxRetryMs ?? 5 * 60_000;
  const watched = new Map<number, Watched>();
  let closed = false;

  const askPoll = (accountId: number) =>
    options.onNewMail(accountId).catch((error: unknown) => options.log(`reply mailbox ${accountId}: ${String(error)}`));

  async function run(accountId: number, entry: Watched, row: store.MailboxRow): Promise<void> {
    let delay = retryMs;
    while (!entry.stopped) {
      try {
        const watch = await watchMailbox(credentialsOf(row), () => void askPoll(accountId));
        if (!watch) {
          entry.state = 'not_offered';
          return;
        }
        if (entry.stopped) {
          await watch.stop();
          return;
        }
        entry.watch = watch;
        delay = retryMs;
        // What came while it was not watched; asked before the watch is said to hold, so a reader
        // of the state finds that poll already queued.
        await askPoll(accountId);
        entry.state = 'watching';
        await watch.ended;
        entry.watch = undefined;
      } catch (error) {
        options.log(
          `reply mailbox ${accountId}: IDLE ${error instanceof MailboxError ? error.kind : 'failed'}: ${String(error)}`,
        );
      }
      if (entry.stopped) return;
      entry.state = 'off';
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, delay);
        entry.wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      delay = Math.min(delay * 2, maxRetryMs);
    }
  }

  async function stopEntry(accountId: number, entry: Watched): Promise<void> {
    entry.stopped = true;
    entry.wake?.();
    await entry.watch?.stop();
    await entry.done;
    if (watched.get(accountId) === entry) watched.delete(accountId);
  }

  async function syncNow(): Promise<void> {
    if (closed) return;
    const rows = new Map<number, store.MailboxRow>();
    for (const accountId of await store.mailboxesNotFailing(db)) {
      const row = await store.mailboxOf(db, accountId);
      if (row) rows.set(accountId, row);
    }
    for (const [accountId, entry] of [...watched]) {
      const row = rows.get(accountId);
      if (!row || keyOf(row) !== entry.key) await stopEntry(accountId, entry);
    }
    for (const [accountId, row] of rows) {
      if (watched.has(accountId) || closed) continue;
      const entry: Watched = { key: keyOf(row), state: 'off', stopped: false, done: Promise.resolve() };
      entry.done = run(accountId, entry, row);
      watched.set(accountId, entry);
    }
  }

  // One sync at a time: a save and the timer's could otherwise start two watches.
  let syncing = Promise.resolve();
  const sync = () => {
    syncing = syncing.then(syncNow, syncNow);
    return syncing;
  };
  const timer = setInterval(
    () => void sync().catch((e: unknown) => options.log(String(e))),
    options.syncEveryMs ?? 60_000,
  );
  timer.unref();

  return {
    sync,
    stateOf: (accountId) => watched.get(accountId)?.state ?? 'off',
    async stop() {
      closed = true;
      clearInterval(timer);
      await syncing.catch(() => undefined);
      await Promise.all([...watched].map(([accountId, entry]) => stopEntry(accountId, entry)));
    },
  };
}

/** The settings a watch signs in with, hashed (the password among them is not kept in the clear). */
function keyOf(row: store.MailboxRow): string {
  return createHash('sha256')
    .update(JSON.stringify(credentialsOf(row)))
    .digest('hex');
}
