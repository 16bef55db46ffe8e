/**
 * The job that delivers the outbox (mail-delivery.ts), with the mail it delivers: server/jobs is
 * the queue below it, which imports no integration (D404). Queueing mail asks for
 * one run unless one is already waiting; a run that leaves mail for later (a retry, a sender's
 * rate, another worker's lease) asks for the next at that moment. The handler exists only when
 * SMTP_URL is set: without it the waiting run stays unclaimed and the mail stays in the outbox.
 */
import type { Transporter } from 'nodemailer';
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { deliverDueMail, type DeliveryOptions } from './mail-delivery.ts';
import { enqueue, type JobHandler } from '../jobs/queue.ts';

export const SEND_MAIL_JOB = 'send-mail';

/** Enqueues a run at `runAfter` (now by default) unless one is waiting that starts no later. */
export async function requestMailDelivery(db: Db, runAfter?: Date): Promise<void> {
  const at = runAfter ?? new Date();
  const waiting = await db
    .selectFrom('background_jobs')
    .select('id')
    .where('kind', '=', SEND_MAIL_JOB)
    .where('finished_at', 'is', null)
    .where('locked_until', 'is', null)
    .where('run_after', '<=', runAfter ? sql<Date>`${at.toISOString()}::timestamptz` : sql<Date>`now()`)
    .executeTakeFirst();
  if (!waiting) await enqueue(db, SEND_MAIL_JOB, {}, runAfter);
}

export function sendMailHandler(transport: Transporter, options: DeliveryOptions): JobHandler {
  return async (db) => {
    const run = await deliverDueMail(db, transport, options);
    if (run.nextWakeUp) await requestMailDelivery(db, run.nextWakeUp);
  };
}
