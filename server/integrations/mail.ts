/**
 * Mail adapter. The local default writes to the mail_outbox table, which a provider admin can
 * read; an SMTP sender will drain the same table when SMTP_URL is configured (later issue).
 */
import type { Db } from '../db/database.ts';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export async function queueMail(db: Db, mail: OutgoingMail): Promise<void> {
  await db
    .insertInto('mail_outbox')
    .values({ to_address: mail.to, subject: mail.subject, text_body: mail.text, html_body: mail.html ?? null })
    .execute();
}
