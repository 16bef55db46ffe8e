/**
 * What the e2e servers mailed, read from the run's one mail sink (scripts/e2e-mail-sink.mjs): every
 * mail since the servers started, from all of them, so a journey picks its own by recipient (an
 * address of its own) and, where one address gets several mails, by subject or text.
 */
import { expect } from './test.ts';
import { E2E_MAIL_READER_PORT } from './smtp-port.ts';

export interface Mail {
  /** The order of arrival in this run, from 1. */
  id: number;
  receivedAt: string;
  envelope: { from: string; to: string[] };
  subject: string;
  fromName: string;
  fromAddress: string;
  replyTo: string | null;
  /** Threading headers (D313): <...> each. */
  messageId: string | null;
  inReplyTo: string | null;
  references: string[];
  text: string;
  html: string;
  attachments: { filename: string; contentType: string; contentBase64: string }[];
}

export interface MailFilter {
  /** A recipient of the envelope (case-insensitive). */
  to?: string;
  /** The whole subject (a string) or a pattern it matches. */
  subject?: string | RegExp;
  /** A pattern the plain text matches, or a string it contains. */
  text?: string | RegExp;
}

const READER = `http://127.0.0.1:${E2E_MAIL_READER_PORT}/mail`;

function matches(mail: Mail, { subject, text }: MailFilter): boolean {
  if (typeof subject === 'string' && mail.subject !== subject) return false;
  if (subject instanceof RegExp && !subject.test(mail.subject)) return false;
  if (typeof text === 'string' && !mail.text.includes(text)) return false;
  if (text instanceof RegExp && !text.test(mail.text)) return false;
  return true;
}

/** The mails received so far that match, oldest first. */
export async function mails(filter: MailFilter = {}): Promise<Mail[]> {
  const response = await fetch(filter.to ? `${READER}?to=${encodeURIComponent(filter.to)}` : READER);
  if (!response.ok) throw new Error(`the mail reader answered ${response.status}`);
  return ((await response.json()) as Mail[]).filter((mail) => matches(mail, filter));
}

/** The mails received so far for `to`, oldest first. */
export function mailsTo(to: string): Promise<Mail[]> {
  return mails({ to });
}

/**
 * Waits until at least `count` mails match, and returns all that do (oldest first). The bound is the
 * expectations' own (playwright.config.ts): a mail the servers send at all arrives well within it.
 */
export async function waitForMails(filter: MailFilter, count: number): Promise<Mail[]> {
  let found: Mail[] = [];
  await expect
    .poll(
      async () => {
        found = await mails(filter);
        return found.length;
      },
      { intervals: [100, 250, 500], message: `${count} mail(s) matching ${describe(filter)}` },
    )
    .toBeGreaterThanOrEqual(count);
  return found;
}

/** Waits for a mail to `to` (matching `subject` and `text` when given) and returns the newest that matches. */
export async function waitForMail(to: string, filter: Omit<MailFilter, 'to'> = {}): Promise<Mail> {
  const found = await waitForMails({ ...filter, to }, 1);
  return found[found.length - 1]!;
}

function describe({ to, subject, text }: MailFilter): string {
  const parts = [to && `to ${to}`, subject && `subject ${String(subject)}`, text && `text ${String(text)}`];
  return parts.filter(Boolean).join(', ') || 'anything';
}
