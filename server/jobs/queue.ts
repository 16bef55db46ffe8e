/**
 * A small job queue on the background_jobs table (D21, "Background jobs on our own
 * table, not pg-boss"). enqueue writes a row; a worker claims the oldest due row with
 * `FOR UPDATE SKIP LOCKED` and a lease (locked_until), so several server processes can share the
 * queue on PostgreSQL and a crashed worker's job is taken again when its lease runs out. A failed
 * job is retried with exponential backoff and given up after MAX_ATTEMPTS (finished_at set,
 * last_error kept). The same SQL runs on PGlite and PostgreSQL.
 */
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';

export interface QueuedJob {
  id: string;
  kind: string;
  payload: unknown;
  /** Including the current run. */
  attempts: number;
}

export type JobHandler = (db: Db, job: QueuedJob) => Promise<void>;
export type JobHandlers = Readonly<Record<string, JobHandler>>;

export const MAX_ATTEMPTS = 5;
/** How long a claimed job is ours before another worker may take it again. */
export const LEASE_SECONDS = 300;

/** Seconds before retry number `attempts` + 1: 10 s, 40 s, 160 s, 640 s..., at most one hour. */
export function backoffSeconds(attempts: number): number {
  return Math.min(3600, 10 * 4 ** Math.max(0, attempts - 1));
}

export async function enqueue(db: Db, kind: string, payload: unknown, runAfter?: Date): Promise<string> {
  const row = await db
    .insertInto('background_jobs')
    .values({ kind, payload: JSON.stringify(payload ?? {}), ...(runAfter ? { run_after: runAfter } : {}) } as never)
    .returning('id')
    .executeTakeFirstOrThrow();
  return String(row.id);
}

/** The oldest due job (of `kinds`, when given), leased to the caller; undefined when none is due. */
export async function claimNext(db: Db, kinds?: readonly string[]): Promise<QueuedJob | undefined> {
  return db.transaction().execute(async (trx) => {
    let query = trx
      .selectFrom('background_jobs')
      .select('id')
      .where('finished_at', 'is', null)
      .where('run_after', '<=', sql<Date>`now()`)
      .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', sql<Date>`now()`)]))
      .orderBy('run_after')
      .orderBy('id')
      .limit(1)
      .forUpdate()
      .skipLocked();
    if (kinds) {
      if (kinds.length === 0) return undefined;
      query = query.where('kind', 'in', kinds);
    }
    const due = await query.executeTakeFirst();
    if (!due) return undefined;
    const row = await trx
      .updateTable('background_jobs')
      .set({
        locked_until: sql<Date>`now() + make_interval(secs => ${LEASE_SECONDS})`,
        attempts: sql<number>`attempts + 1`,
      })
      .where('id', '=', due.id)
      .returning(['id', 'kind', 'payload', 'attempts'])
      .executeTakeFirstOrThrow();
    return { id: String(row.id), kind: row.kind, payload: row.payload, attempts: row.attempts };
  });
}

export async function markFinished(db: Db, id: string): Promise<void> {
  await db
    .updateTable('background_jobs')
    .set({ finished_at: sql<Date>`now()`, locked_until: null })
    .where('id', '=', id)
    .execute();
}

/** Releases the job for a later retry, or gives it up after MAX_ATTEMPTS. */
export async function markFailed(db: Db, job: QueuedJob, error: unknown): Promise<void> {
  const message = (error instanceof Error ? (error.stack ?? error.message) : String(error)).slice(0, 4000);
  const giveUp = job.attempts >= MAX_ATTEMPTS;
  await db
    .updateTable('background_jobs')
    .set({
      last_error: message,
      locked_until: null,
      ...(giveUp
        ? { finished_at: sql<Date>`now()` }
        : { run_after: sql<Date>`now() + make_interval(secs => ${backoffSeconds(job.attempts)})` }),
    })
    .where('id', '=', job.id)
    .execute();
}

/**
 * Gives a job back at once, for another worker to take without waiting for the lease to run out:
 * a shutdown that stopped waiting for it. The interrupted run does not count as an attempt.
 */
export async function releaseLease(db: Db, id: string): Promise<void> {
  await db
    .updateTable('background_jobs')
    .set({ locked_until: null, attempts: sql<number>`greatest(attempts - 1, 0)` })
    .where('id', '=', id)
    .where('finished_at', 'is', null)
    .execute();
}

/**
 * Runs a claimed job and records how it ended. A job of a kind without a handler fails (and is
 * retried, then given up), so a typo cannot spin. Once `released()` says the job was given back,
 * a failure is the shutdown's doing and is not recorded; a success still is (its work is done).
 */
async function runClaimed(
  db: Db,
  handlers: JobHandlers,
  job: QueuedJob,
  onError?: (job: QueuedJob, error: unknown) => void,
  released: () => boolean = () => false,
): Promise<void> {
  try {
    const handler = handlers[job.kind];
    if (!handler) throw new Error(`no handler for job kind ${job.kind}`);
    await handler(db, job);
    await markFinished(db, job.id);
  } catch (error) {
    if (released()) return;
    onError?.(job, error);
    await markFailed(db, job, error);
  }
}

/** Claims and runs one due job. Returns false when nothing was due. */
export async function runOneJob(
  db: Db,
  handlers: JobHandlers,
  onError?: (job: QueuedJob, error: unknown) => void,
): Promise<boolean> {
  const job = await claimNext(db, Object.keys(handlers));
  if (!job) return false;
  await runClaimed(db, handlers, job, onError);
  return true;
}

/** Runs due jobs until none is left (tests and scripts call this instead of waiting for the worker). */
export async function drainJobs(db: Db, handlers: JobHandlers, limit = 1000): Promise<number> {
  let ran = 0;
  while (ran < limit && (await runOneJob(db, handlers))) ran++;
  return ran;
}

export interface Worker {
  /**
   * Stops taking jobs and waits up to `waitMs` for the job in hand; if it is still running then,
   * gives it back (releaseLease) so another process takes it at once. No timer is left behind.
   */
  stop(waitMs?: number): Promise<void>;
}

export interface WorkerOptions {
  /** Pause between polls when the queue is empty. */
  idleMs?: number;
  onError?: (job: QueuedJob, error: unknown) => void;
}

/** How long a shutdown waits for the job in hand: well inside `npm start`'s 15 s and a supervisor's usual 30 s. */
export const STOP_WAIT_MS = 10_000;

/** Polls the queue: runs jobs back to back while any is due, then waits idleMs. */
export function startWorker(db: Db, handlers: JobHandlers, options: WorkerOptions = {}): Worker {
  const idleMs = options.idleMs ?? 1000;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let inHand: QueuedJob | undefined;
  let released = false;

  const runDueJobs = async () => {
    while (!stopped) {
      const job = await claimNext(db, Object.keys(handlers));
      if (!job) return;
      if (stopped) {
        // Claimed while the stop began: give it back rather than start it.
        await releaseLease(db, job.id);
        return;
      }
      inHand = job;
      try {
        await runClaimed(db, handlers, job, options.onError, () => released);
      } finally {
        inHand = undefined;
      }
    }
  };

  const tick = () => {
    timer = undefined;
    if (stopped) return;
    running = (async () => {
      try {
        await runDueJobs();
      } catch (error) {
        // The database itself failed (closed, unreachable): try again after the pause.
        if (!released) options.onError?.({ id: '', kind: 'claim', payload: null, attempts: 0 }, error);
      }
    })();
    void running.then(() => {
      running = undefined;
      if (!stopped) timer = setTimeout(tick, idleMs);
    });
  };
  timer = setTimeout(tick, idleMs);

  return {
    async stop(waitMs = STOP_WAIT_MS) {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = undefined;
      if (!running) return;
      let waited: NodeJS.Timeout | undefined;
      const finished = await Promise.race([
        running.then(() => true),
        new Promise<false>((resolve) => (waited = setTimeout(() => resolve(false), waitMs))),
      ]);
      clearTimeout(waited);
      const job = inHand;
      if (finished || !job) return;
      released = true;
      await releaseLease(db, job.id);
    },
  };
}

/**
 * One worker for the jobs someone is waiting on (`prompt`: a sign-up code, a reset link, a text
 * message) and one for the rest, so a long job (a video's transcode, an import) never holds a
 * waiting person's mail back. Each claims only its own kinds; stop stops both.
 */
export function startWorkers(
  db: Db,
  handlers: JobHandlers,
  prompt: ReadonlySet<string>,
  options: WorkerOptions = {},
): Worker {
  const part = (isPrompt: boolean) =>
    Object.fromEntries(Object.entries(handlers).filter(([kind]) => prompt.has(kind) === isPrompt));
  const workers = [startWorker(db, part(true), options), startWorker(db, part(false), options)];
  return {
    async stop(waitMs) {
      await Promise.all(workers.map((worker) => worker.stop(waitMs)));
    },
  };
}
