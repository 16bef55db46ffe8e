/**
 * Sending the outbox through SMTP (nodemailer), one row at a time:
 *
 * 1. claim: the oldest due 'queued' row whose sender (a company, or the platform) has handed fewer
 *    than its rate (`ratePerMinute`, `platformRatePerMinute`) of mails to SMTP in the last minute, taken with FOR UPDATE SKIP LOCKED, set
 *    to 'sending' with a lease, its attempts counted and its Message-ID fixed at the first claim
 *    (`<outbox-ID.UUID@from-domain>`, the same on every later attempt);
 * 2. send it over SMTP;
 * 3. record the outcome for that claim only (mail_id + attempts): 'sent'; back to 'queued' with an
 *    exponential backoff on a temporary failure (a 4xx reply, a connection that failed or timed
 *    out); 'failed' with the server's reply on a permanent one (5xx, an address nodemailer refuses)
 *    or after MAX_MAIL_ATTEMPTS.
 *
 * Never twice. A process that dies between 2 and 3 leaves the row 'sending'; whether the SMTP
 * server took the mail cannot be known afterwards. When its lease has run out, the next run marks
 * it 'uncertain' and does NOT send it again: a duplicate to a relay is not undone by the Message-ID
 * (relays do not dedupe; only some mailboxes do), and a missing mail is visible in the mail log
 * and can be asked for again (a new reset link, a new email), while a doubled one cannot be taken
 * back. A clean shutdown waits for the mail in hand (the job worker's stop), so only a crash or a
 * kill leaves such a row. If the SMTP server answers after the lease has run out, the row still
 * becomes 'sent'. The lease (LEASE_SECONDS) is longer than nodemailer's timeouts put together, so
 * a slow send is never taken for a dead one.
 *
 * One window no SMTP client can close remains (RFC 1047): the server has the whole message but
 * the connection drops before its "250 OK" reaches us. That is reported as a connection error and
 * retried with the same Message-ID, which mailboxes that dedupe recognise.
 *
 * With several workers the per-sender rate can be exceeded by the mails being claimed at the same
 * moment (at most one per worker).
 */
import { randomUUID } from 'node:crypto';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Db } from '../db/database.ts';
import * as store from './mail-outbox.store.ts';
import { PLATFORM_SENDER_NAME } from './mail-body.ts';

export const MAX_MAIL_ATTEMPTS = 8;
/** How long a claimed row is the claimer's: more than the connection, greeting and socket timeouts. */
export const LEASE_SECONDS = 300;
/** A delivery run stops after this long and lets the job queue schedule the next one. */
const RUN_BUDGET_MS = 60_000;

/** Seconds before attempt `attempts` + 1: 30 s, 2 min, 8 min, 32 min, then hourly. */
export function mailBackoffSeconds(attempts: number): number {
  return Math.min(3600, 30 * 4 ** Math.max(0, attempts - 1));
}

export interface DeliveryOptions {
  /** The From address; its domain is the Message-ID's right-hand side. */
  from: string;
  /** Mails one company may hand to SMTP per minute. */
  ratePerMinute: number;
  /** The platform's own mail (no company: sign-up codes, reset links) per minute; `ratePerMinute` if absent. */
  platformRatePerMinute?: number;
  leaseSeconds?: number;
  budgetMs?: number;
}

export interface DeliveryRun {
  sent: number;
  retried: number;
  failed: number;
  /** When mail that could not go now will be due (retries, the rate, another worker's lease). */
  nextWakeUp: Date | undefined;
}

export function createMailTransport(smtpUrl: string): Transporter {
  return nodemailer.createTransport({
    url: smtpUrl,
    pool: true,
    maxConnections: 1,
    connectionTimeout: 30_000,
    greetingTimeout: 30_000,
    socketTimeout: 60_000,
  });
}

/** The SMTP address without its user name and password, for the start-up banner and logs. */
export function describeSmtpUrl(smtpUrl: string): string {
  try {
    const url = new URL(smtpUrl);
    const secure = url.protocol === 'smtps:';
    return `${url.protocol}//${url.hostname}:${url.port || (secure ? 465 : 587)}`;
  } catch {
    return '(SMTP_URL is not a valid address)';
  }
}

function domainOf(address: string): string {
  return (
    address
      .split('@')
      .at(-1)
      ?.replace(/[^A-Za-z0-9.-]/g, '') || 'localhost'
  );
}

interface SmtpError {
  responseCode?: number;
  response?: string;
  code?: string;
  message?: string;
}

/** Permanent: the server said 5xx, or nodemailer refused the envelope or message itself. */
export function isPermanent(error: unknown): boolean {
  const e = (error ?? {}) as SmtpError;
  const code = Number(e.responseCode);
  if (code >= 500 && code < 600) return true;
  if (code >= 400 && code < 500) return false;
  return e.code === 'EENVELOPE' || e.code === 'EMESSAGE';
}

export function describeError(error: unknown): string {
  const e = (error ?? {}) as SmtpError;
  return String(e.response || e.message || error).slice(0, 2000);
}

export async function sendClaimed(transport: Transporter, mail: store.ClaimedMail, from: string): Promise<void> {
  await transport.sendMail({
    from: { name: mail.from_name ?? PLATFORM_SENDER_NAME, address: from },
    to: mail.to_address,
    replyTo: mail.reply_to ?? from,
    subject: mail.subject,
    text: mail.text_body,
    ...(mail.html_body ? { html: mail.html_body } : {}),
    messageId: mail.message_id,
    ...(mail.in_reply_to ? { inReplyTo: mail.in_reply_to } : {}),
    ...(mail.reference_ids ? { references: mail.reference_ids.split(' ') } : {}),
    ...(mail.attachments.length ? { attachments: mail.attachments } : {}),
  });
}

/** Records what came of one claim (step 3). */
export async function recordOutcome(
  db: Db,
  claim: store.ClaimedMail,
  error: unknown,
): Promise<'sent' | 'retried' | 'failed'> {
  if (error === undefined) {
    await store.markSent(db, claim);
    return 'sent';
  }
  const reason = describeError(error);
  if (isPermanent(error) || claim.attempts >= MAX_MAIL_ATTEMPTS) {
    await store.markFailed(db, claim, reason);
    return 'failed';
  }
  await store.markRetry(db, claim, reason, mailBackoffSeconds(claim.attempts));
  return 'retried';
}

export function claimNextMail(db: Db, options: DeliveryOptions): Promise<store.ClaimedMail | undefined> {
  const domain = domainOf(options.from);
  return store.claimNextMail(
    db,
    { company: options.ratePerMinute, platform: options.platformRatePerMinute ?? options.ratePerMinute },
    options.leaseSeconds ?? LEASE_SECONDS,
    (id) => `<outbox-${id}.${randomUUID()}@${domain}>`,
  );
}

/** Sends due mail until none is left, the rates are used up, or the run's time is over. */
export async function deliverDueMail(db: Db, transport: Transporter, options: DeliveryOptions): Promise<DeliveryRun> {
  const started = Date.now();
  const budgetMs = options.budgetMs ?? RUN_BUDGET_MS;
  const run: DeliveryRun = { sent: 0, retried: 0, failed: 0, nextWakeUp: undefined };
  await store.markInterrupted(db);
  let outOfTime = false;
  for (;;) {
    if (Date.now() - started >= budgetMs) {
      outOfTime = true;
      break;
    }
    const claim = await claimNextMail(db, options);
    if (!claim) break;
    let failure: unknown;
    try {
      await sendClaimed(transport, claim, options.from);
    } catch (error) {
      failure = error ?? new Error('sending failed');
    }
    run[await recordOutcome(db, claim, failure)]++;
  }
  run.nextWakeUp = outOfTime ? new Date() : await store.nextWakeUp(db);
  return run;
}
