/**
 * The reply mailboxes' polls on the job queue (D450): every minute each company's mailbox gets a
 * poll of its own (one mail server down delays no other company), unless one is already waiting;
 * a failing mailbox only every 15 minutes. A poll records its own failure on the mailbox and ends.
 */
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { enqueue, type JobHandler } from '../../jobs/queue.ts';
import type { RecurringJob } from '../../jobs/recurring.ts';
import type { FileStorage } from '../../storage/file-storage.ts';
import { pollMailbox } from './reply-mailbox.service.ts';
import { mailboxesDue } from './reply-mailbox.store.ts';

export const REPLY_MAILBOX_POLL_JOB = 'reply-mailbox-poll';
export const REPLY_MAILBOX_POLL_ALL_JOB = 'reply-mailbox-poll-all';
const FAILING_EVERY_MS = 15 * 60_000;

/** Enqueues a poll of the company's mailbox unless one is already waiting. */
export async function requestMailboxPoll(db: Db, accountId: number): Promise<void> {
  const waiting = await db
    .selectFrom('background_jobs')
    .select('id')
    .where('kind', '=', REPLY_MAILBOX_POLL_JOB)
    .where('finished_at', 'is', null)
    .where('locked_until', 'is', null)
    .where(sql<boolean>`(payload->>'account_id')::int = ${accountId}`)
    .executeTakeFirst();
  if (!waiting) await enqueue(db, REPLY_MAILBOX_POLL_JOB, { account_id: accountId });
}

export const replyMailboxPollHandler =
  (files: FileStorage): JobHandler =>
  async (db, job) => {
    await pollMailbox(db, files, (job.payload as { account_id: number }).account_id);
  };

export const replyMailboxPollAllJob: RecurringJob = {
  kind: REPLY_MAILBOX_POLL_ALL_JOB,
  everyMs: 60_000,
  async run(db) {
    for (const accountId of await mailboxesDue(db, FAILING_EVERY_MS)) await requestMailboxPoll(db, accountId);
  },
};
