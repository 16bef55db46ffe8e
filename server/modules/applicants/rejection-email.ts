/**
 * The mail a rejection sends (D213, D266). By default it waits the company's delay (10 minutes
 * unless the company set another; 0 sends it with the rejection); "send now" queues it in the
 * rejection's own transaction; "later" waits until `send_at`. A waiting mail is a job
 * (server/jobs/queue.ts). When it runs, the job sends only if the application still stands
 * rejected by the same rejection (its `rejected_at`): undo and recover also finish the waiting job
 * at once (`cancelRejectionEmails`), and a later rejection has its own time, so a mail never
 * reaches someone moved back. The text is made when the mail is sent: the standard one in each
 * candidate's language (standard-rejection-mail.ts, D263), or the written one with its merge
 * fields filled, in the candidate's language's version when it came from a template (D292).
 */
import { asLanguage } from '../../integrations/mail-template/templated-mail.ts';
import { mergeFieldProblems } from '../../../contracts/merge-fields.ts';
import { versionProblems, type MailVersions } from '../../../contracts/mail-versions.ts';
import type { Language } from '../../../contracts/languages.ts';
import {
  isStandardRejection,
  sendAtProblem,
  type RejectionEmail,
  type RejectionText,
} from '../../../contracts/rejection-email.ts';
import type { RejectionPreview } from '../../../contracts/applicants.ts';
import type { Db } from '../../db/database.ts';
import { assertNoProblems } from '../../http/http-error.ts';
import { enqueue, type JobHandler } from '../../jobs/queue.ts';
import { recordJobEvents, type NewJobEvent } from '../../db/job-events.store.ts';
import * as store from './applicants.store.ts';
import { composeVersionFor, mergeValuesFor, queueComposedMails, type Sender } from './composed-mail.ts';
import {
  cancelWaiting,
  delaysOf,
  REJECTION_EMAIL_JOB,
  rejectedAt,
  rejectedAtOf,
  sender,
} from './rejection-email.store.ts';
import { oneByAddress, queueStandardRejectionMails, standardRejectionMails } from './standard-rejection-mail.ts';

export { REJECTION_EMAIL_JOB };

interface Payload {
  ref_id: string;
  /** The rejection this mail belongs to. */
  rejected_at: string;
  sender_user_id: number;
  /** Absent in jobs queued before the standard text (D263): written. */
  text?: RejectionText;
  subject: string;
  message: string;
  /** A template's versions by language (D292); absent in jobs queued before them. */
  versions?: MailVersions;
  language?: Language;
}

const SEND_AT_TEXT = {
  past: 'Choose a time in the future.',
  too_far: 'Choose a time within the next 30 days.',
} as const;

/**
 * 400 before anything changes: a written text without its subject or message, an unknown merge
 * field (subject or message), or a time not ahead.
 */
export function assertRejectionEmail(email: RejectionEmail | undefined, now = new Date()): void {
  if (!email) return;
  const problems: { prop: string; message: string }[] = [];
  if (!isStandardRejection(email)) {
    if (!email.subject) problems.push({ prop: 'email.subject', message: 'Enter a subject.' });
    if (!email.message) problems.push({ prop: 'email.message', message: 'Write the message.' });
    problems.push(...mergeFieldProblems({ 'email.subject': email.subject, 'email.message': email.message }));
    problems.push(...versionProblems(email.versions, 'email.versions'));
  }
  const when = sendAtProblem(email.send_at, now);
  if (when) problems.push({ prop: 'email.send_at', message: SEND_AT_TEXT[when] });
  if (email.send_now && email.send_at !== undefined)
    problems.push({ prop: 'email.send_now', message: 'Send it now or at a time, not both.' });
  assertNoProblems(problems);
}

/** The written text of a checked email (assertRejectionEmail found both parts), with its versions (D292). */
const writtenText = (email: Pick<RejectionEmail, 'subject' | 'message' | 'versions' | 'language'>) => ({
  subject: email.subject ?? '',
  message: email.message ?? '',
  ...(email.versions ? { versions: email.versions } : {}),
  ...(email.language ? { language: email.language } : {}),
});

/** The mail now, in the caller's transaction: the standard text in each one's language, or as written. */
async function queueRejectionMails(
  trx: Db,
  from: Sender,
  targets: store.Target[],
  email: Pick<RejectionEmail, 'text' | 'subject' | 'message' | 'versions' | 'language'>,
  publicUrl: string,
): Promise<void> {
  if (isStandardRejection(email)) await queueStandardRejectionMails(trx, from, targets);
  else await queueComposedMails(trx, from, targets, writtenText(email), publicUrl, { details: { rejection: true } });
}

/**
 * What each named application would receive (checked by assertRejectionEmail first), in the order
 * named; one mail per address, as sending does. Nothing is sent or written.
 */
export async function rejectionPreview(
  trx: Db,
  from: Sender,
  targets: store.Target[],
  email: RejectionEmail,
  publicUrl: string,
): Promise<RejectionPreview> {
  const recipients = oneByAddress(targets);
  const person = (t: store.Target) => ({
    ref_id: t.ref_id,
    email: t.email,
    first_name: t.first_name,
    last_name: t.last_name,
    candidate_language: asLanguage(t.preferred_language),
  });
  if (isStandardRejection(email)) {
    const mails = await standardRejectionMails(trx, from, recipients);
    return {
      recipients: recipients.map((t, i) => ({
        ...person(t),
        subject: mails[i]!.subject,
        message: mails[i]!.text,
        language: mails[i]!.language ?? 'en',
      })),
    };
  }
  const values = await mergeValuesFor(trx, from, recipients, publicUrl);
  return {
    recipients: recipients.map((t, i) => ({
      ...person(t),
      ...composeVersionFor(writtenText(email), t, values[i]!),
    })),
  };
}

/**
 * After the rejection is written, in its transaction: the mail queued now (chosen, or a company
 * delay of 0), or one job per application due at the chosen time or after the company's delay.
 */
export async function sendOrScheduleRejectionEmails(
  trx: Db,
  viewer: Sender,
  targets: store.Target[],
  email: RejectionEmail | undefined,
  publicUrl: string,
): Promise<void> {
  if (!email || targets.length === 0) return;
  if (email.send_now) {
    await queueRejectionMails(trx, viewer, targets, email, publicUrl);
    return;
  }
  if (email.send_at !== undefined) {
    await scheduleRejectionMails(trx, viewer, targets, email, () => new Date(email.send_at!));
    return;
  }
  const delays = await delaysOf(trx, [...new Set(targets.map((t) => t.account_id))]);
  const delayOf = (t: store.Target) => delays.get(t.account_id) ?? 0;
  const now = targets.filter((t) => delayOf(t) === 0);
  if (now.length > 0) await queueRejectionMails(trx, viewer, now, email, publicUrl);
  const at = Date.now();
  await scheduleRejectionMails(
    trx,
    viewer,
    targets.filter((t) => delayOf(t) > 0),
    email,
    (t) => new Date(at + delayOf(t) * 60_000),
  );
}

async function scheduleRejectionMails(
  trx: Db,
  viewer: Sender,
  targets: store.Target[],
  email: RejectionEmail,
  sendAtOf: (t: store.Target) => Date,
): Promise<void> {
  if (targets.length === 0) return;
  const rejected = await rejectedAtOf(
    trx,
    targets.map((t) => t.ref_id),
  );
  const events: NewJobEvent[] = [];
  for (const t of targets) {
    const at = rejected.get(t.ref_id);
    if (!at) continue;
    const sendAt = sendAtOf(t);
    const payload: Payload = {
      ref_id: t.ref_id,
      rejected_at: at.toISOString(),
      sender_user_id: viewer.user_id,
      text: email.text ?? 'written',
      ...writtenText(email),
    };
    await enqueue(trx, REJECTION_EMAIL_JOB, payload, sendAt);
    events.push({
      job_id: t.job_id,
      ref_id: t.ref_id,
      actor_user_id: viewer.user_id,
      kind: 'rejection_email_scheduled',
      details: isStandardRejection(email)
        ? { send_at: sendAt.toISOString(), text: 'standard' }
        : { send_at: sendAt.toISOString(), subject: email.subject },
    });
  }
  await recordJobEvents(trx, events);
}

/**
 * Undo or recover, in its transaction: the waiting mails of these applications are not sent.
 * Answers the applications that had one waiting.
 */
export async function cancelRejectionEmails(
  trx: Db,
  actorUserId: number,
  apps: readonly { job_id: number; ref_id: string }[],
): Promise<Set<string>> {
  const cancelled = new Set(
    await cancelWaiting(
      trx,
      apps.map((a) => a.ref_id),
    ),
  );
  await recordJobEvents(
    trx,
    apps
      .filter((a) => cancelled.has(a.ref_id))
      .map((a) => ({
        job_id: a.job_id,
        ref_id: a.ref_id,
        actor_user_id: actorUserId,
        kind: 'rejection_email_cancelled' as const,
      })),
  );
  return cancelled;
}

export function rejectionEmailHandler(publicUrl: string): JobHandler {
  return async (db, job) => {
    const payload = job.payload as Payload;
    await db.transaction().execute(async (trx) => {
      const at = await rejectedAt(trx, payload.ref_id);
      if (!at || at.getTime() !== new Date(payload.rejected_at).getTime()) return;
      const [target] = await store.lockTargets(trx, [payload.ref_id]);
      const from = await sender(trx, payload.sender_user_id);
      if (!target || !from) return;
      await queueRejectionMails(trx, from, [target], payload, publicUrl);
    });
  };
}
