/**
 * Queueing mail: the one writer of the mail_outbox table. Every mail gets a plain-text and an
 * HTML part, the sending company's name as sender name (the platform's own mail is signed
 * "Assay"), a reply-to, and a footer saying why the person receives it. Queueing also asks for a
 * delivery run on the job queue (send-mail.ts), in the caller's transaction; with no
 * SMTP_URL nobody runs it and the mail stays in the outbox.
 */
import type { Db } from '../db/database.ts';
import { requestMailDelivery } from './send-mail.ts';
import type { Language } from '../../contracts/languages.ts';
import { composeBodies, PLATFORM_SENDER_NAME } from './mail-body.ts';
import { footerFor, type MailPurpose } from './mail-footer.ts';
import { accountNames, insertMailFiles, insertMails, type NewMailFile } from './mail-outbox.store.ts';

export type { MailPurpose };

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  /** Written HTML; made from the text when absent. */
  html?: string;
  purpose: MailPurpose;
  /** Where answers go; the From address when absent. */
  replyTo?: string;
  /** The sender name a template sets; the company's name (or the product's) when absent. */
  fromName?: string;
  /** Files kept with storeMailFiles, attached in this order. */
  attachments?: number[];
  /** The language of the text, for the footer; English when absent. */
  language?: Language;
  /** The application whose candidate it goes to: a reply to it is threaded there (D313). */
  refId?: string;
  /** The Message-ID it answers (In-Reply-To) and the conversation's before it (References). */
  inReplyTo?: string;
  references?: string[];
  /** The thread of the candidate's reply it answers (D313). */
  replyThreadId?: number;
}

/** Keeps files to attach to mail (one copy however many mails carry it); answers their ids. */
export function storeMailFiles(db: Db, files: NewMailFile[]): Promise<number[]> {
  return insertMailFiles(db, files);
}

let printKept: ((text: string) => void) | undefined;

/**
 * With no SMTP_URL (the one-command demo) nobody delivers the outbox: the server then prints each
 * mail of the platform's own (no company's: sign-up codes, password resets) as it is queued, so a
 * person trying the demo can read it (D242). server/main.ts turns it on in that mode only.
 */
export function printPlatformMailTo(print: ((text: string) => void) | undefined): void {
  printKept = print;
}

function printPlatformMail(mails: OutgoingMail[]): void {
  for (const m of mails) {
    if ('accountId' in m.purpose) continue;
    printKept?.(
      [
        '',
        `  Mail kept in the outbox (SMTP_URL not set), to ${m.to}: ${m.subject}`,
        m.text.replace(/^/gm, '    '),
        '',
      ].join('\n'),
    );
  }
}

export async function queueMail(db: Db, mail: OutgoingMail | OutgoingMail[]): Promise<void> {
  const mails = Array.isArray(mail) ? mail : [mail];
  if (mails.length === 0) return;
  const accountIds = [...new Set(mails.flatMap((m) => ('accountId' in m.purpose ? [m.purpose.accountId] : [])))];
  const names = await accountNames(db, accountIds);
  await insertMails(
    db,
    mails.map((m) => {
      const accountId = 'accountId' in m.purpose ? m.purpose.accountId : null;
      const company = accountId === null ? undefined : names.get(accountId);
      return {
        to_address: m.to,
        subject: m.subject,
        ...composeBodies(m.text, m.html, footerFor(m.purpose, m.to, company, m.language)),
        reason: m.purpose.reason,
        account_id: accountId,
        from_name: m.fromName ?? company ?? PLATFORM_SENDER_NAME,
        reply_to: m.replyTo ?? null,
        ref_id: m.refId ?? null,
        in_reply_to: m.inReplyTo ?? null,
        reference_ids: m.references?.length ? m.references.join(' ') : null,
        reply_thread_id: m.replyThreadId ?? null,
        attachmentIds: m.attachments,
      };
    }),
  );
  await requestMailDelivery(db);
  if (printKept) printPlatformMail(mails);
}
