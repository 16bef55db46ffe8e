/**
 * The standard rejection mail (D263): the `application_rejected` template made for each candidate
 * in the candidate's own language (their saved preference): the company's version in that
 * language, else the platform's (templated-mail.ts chooses). One mail per address, the first
 * application named for it, as with a written text (composed-mail.ts).
 */
import type { Db } from '../../db/database.ts';
import { queueMail, type OutgoingMail } from '../../integrations/mail.ts';
import { templatedMails } from '../../integrations/mail-template/templated-mail.ts';
import { recordJobEvents } from '../../db/job-events.store.ts';
import { withReplyAddresses } from '../replies/index.ts';
import type { Target } from './applicants.store.ts';
import type { Sender } from './composed-mail.ts';

/** One target per address, in the order named. */
export function oneByAddress(targets: Target[]): Target[] {
  const byAddress = new Map<string, Target>();
  for (const t of targets) if (!byAddress.has(t.email.toLowerCase())) byAddress.set(t.email.toLowerCase(), t);
  return [...byAddress.values()];
}

/** Each recipient's mail, made and not sent: `recipients[i]` receives `mails[i]`. */
export async function standardRejectionMails(db: Db, sender: Sender, recipients: Target[]): Promise<OutgoingMail[]> {
  const senderName = `${sender.first_name} ${sender.last_name}`.trim();
  return templatedMails(
    db,
    recipients.map((t) => ({
      slug: 'application_rejected' as const,
      to: t.email,
      language: t.preferred_language,
      values: {
        first_name: t.first_name,
        last_name: t.last_name,
        job_name: t.job_title,
        company_name: t.account_name,
        sender_name: senderName,
      },
      purpose: { reason: 'applicant_email' as const, accountId: t.account_id },
      replyTo: sender.email,
    })),
  );
}

/** Queues the mails and records `emailed` (the subject received, its language) in every named application's history. */
export async function queueStandardRejectionMails(trx: Db, sender: Sender, targets: Target[]): Promise<number> {
  const recipients = oneByAddress(targets);
  const mails = await withReplyAddresses(
    trx,
    await standardRejectionMails(trx, sender, recipients),
    recipients.map((t) => t.ref_id),
  );
  await queueMail(trx, mails);
  const sent = new Map(recipients.map((t, i) => [t.email.toLowerCase(), mails[i]!]));
  await recordJobEvents(
    trx,
    targets.map((t) => {
      const mail = sent.get(t.email.toLowerCase())!;
      return {
        job_id: t.job_id,
        ref_id: t.ref_id,
        actor_user_id: sender.user_id,
        kind: 'emailed' as const,
        details: { subject: mail.subject, language: mail.language ?? 'en', rejection: true },
      };
    }),
  );
  return recipients.length;
}
