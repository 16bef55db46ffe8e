/**
 * Sending and polling through the job queue (server/jobs/queue.ts: retries with backoff). Each
 * queued message has its own send-sms run: it goes through the company's adapter at the company's
 * rate (a run over the rate moves itself to when the minute frees a place); a refusal of the
 * message itself fails it with the provider's reason at once; any other fault (down, slow,
 * credentials refused) keeps the reason on the message and the connection and is retried with the
 * queue's backoff, then failed after the last attempt. Nothing is lost: the message row stays.
 * sms-poll binds to each SMPP company's SMSC for what it holds (replies, receipts); a poll is also
 * asked for a few seconds after each SMPP send, when a reply is most likely.
 */
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { enqueue, MAX_ATTEMPTS, type JobHandler } from '../../jobs/queue.ts';
import type { RecurringJob } from '../../jobs/recurring.ts';
import { adapterFor } from '../../integrations/sms/sms-adapters.ts';
import { SmsError, type SmsCredentials } from '../../integrations/sms/sms-adapter.ts';
import { receive, SEND_SMS_JOB } from './sms.service.ts';
import * as store from './sms.store.ts';

export { SEND_SMS_JOB };
export const SMS_POLL_JOB = 'sms-poll';
export const SMS_POLL_ALL_JOB = 'sms-poll-all';
/** How soon after an SMPP send the SMSC is asked for replies. */
const POLL_AFTER_SEND_MS = 3000;

export const credentialsOf = (row: store.ConnectionRow): SmsCredentials => ({
  adapter: row.adapter,
  address: row.address,
  username: row.username,
  secret: row.secret.reveal(),
});

/** Enqueues a poll of the company at `at` unless one is already waiting. */
export async function requestPoll(db: Db, accountId: number, at = new Date()): Promise<void> {
  const waiting = await db
    .selectFrom('background_jobs')
    .select('id')
    .where('kind', '=', SMS_POLL_JOB)
    .where('finished_at', 'is', null)
    .where('locked_until', 'is', null)
    .where(sql<boolean>`(payload->>'account_id')::int = ${accountId}`)
    .executeTakeFirst();
  if (!waiting) await enqueue(db, SMS_POLL_JOB, { account_id: accountId }, at);
}

export const sendSmsHandler: JobHandler = async (db, job) => {
  const { sms_id } = job.payload as { sms_id: number };
  const message = await store.messageById(db, sms_id);
  if (!message || message.status !== 'queued') return;
  const connection = await store.connectionOf(db, message.account_id);
  if (!connection) {
    await store.updateMessage(db, sms_id, { status: 'outbox' });
    return;
  }
  const rate = await store.sentInLastMinute(db, message.account_id);
  if (rate.count >= connection.rate_per_minute) {
    // Over the company's rate: this run ends and the message's next run waits for the window.
    const at = new Date((rate.oldest?.valueOf() ?? Date.now()) + 60_000);
    await enqueue(db, SEND_SMS_JOB, { sms_id }, at);
    return;
  }
  const attempts = message.attempts + 1;
  try {
    if (!message.sender_number)
      throw new SmsError('The company has no sender number: add one in Settings, Phone numbers.');
    const { providerId } = await adapterFor(credentialsOf(connection)).send({
      from: message.sender_number,
      to: message.phone_number,
      body: message.body,
    });
    await store.updateMessage(db, sms_id, {
      status: 'sent',
      provider_id: providerId,
      sent_at: new Date(),
      last_error: '',
      attempts,
    });
    if (connection.status !== 'connected') await store.recordCheck(db, connection.account_id, { ok: true });
    if (connection.adapter === 'smpp')
      await requestPoll(db, connection.account_id, new Date(Date.now() + POLL_AFTER_SEND_MS));
  } catch (error) {
    if (!(error instanceof SmsError)) throw error;
    const last = error.permanent || job.attempts >= MAX_ATTEMPTS;
    await store.updateMessage(db, sms_id, {
      attempts,
      status: last ? 'failed' : 'queued',
      last_error: error.message.slice(0, 1000),
    });
    if (!error.permanent) await store.recordCheck(db, connection.account_id, { ok: false, reason: error.message });
    // Thrown, the queue runs it again later with its backoff and keeps the reason on the job.
    if (!last) throw error;
  }
};

export async function pollAccount(db: Db, accountId: number): Promise<void> {
  const connection = await store.connectionOf(db, accountId);
  if (!connection || connection.adapter !== 'smpp') return;
  try {
    const events = await adapterFor(credentialsOf(connection)).poll();
    await receive(db, accountId, events);
    if (connection.status !== 'connected') await store.recordCheck(db, accountId, { ok: true });
  } catch (error) {
    if (!(error instanceof SmsError)) throw error;
    await store.recordCheck(db, accountId, { ok: false, reason: error.message });
    throw error;
  }
}

export const smsPollHandler: JobHandler = async (db, job) => {
  await pollAccount(db, (job.payload as { account_id: number }).account_id);
};

/** Every minute, a poll of each company on SMPP (its own job, so one SMSC down delays no other). */
export const smsPollAllJob: RecurringJob = {
  kind: SMS_POLL_ALL_JOB,
  everyMs: 60_000,
  async run(db) {
    for (const accountId of await store.connectionsByAdapter(db, 'smpp')) await requestPoll(db, accountId);
  },
};
