/**
 * What the reply mailbox's API tests share (reply-mailbox.test.ts, reply-mailbox-check.test.ts,
 * reply-mailbox-attacks.test.ts, reply-mailbox-idle.test.ts): a request as one of the cast (or
 * without a token), a company's mailbox in the API (Demo Company's by default), its settings for the test's
 * Dovecot, a message as a mail program writes it, and Maria's replies as her recruiter reads them.
 * The test app, cast and Dovecot are made in each file's beforeAll: the kit reads them when called.
 */
import nodemailer, { type SendMailOptions } from 'nodemailer';
import type { CompanyCast } from '../../test/company-cast.ts';
import type { DovecotServer } from '../../test/dovecot.ts';
import type { TestApp } from '../../test/test-app.ts';

export const MARIA = 3;
export const MARIA_EMAIL = 'maria.garcia@assay.test';
export const MAILBOX_ADDRESS = 'jobs@acme-hiring.test';

export interface ReplyOut {
  reply_id: number;
  thread_id: number;
  subject: string;
  text: string;
}

type Who = CompanyCast['owner'];

export function replyMailboxKit(context: () => { t: TestApp; cast: CompanyCast; imap: DovecotServer }) {
  /** A request as `who`; `undefined` sends none of the cast's tokens. */
  const call = (who: Who | undefined, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown) =>
    context().t.request({ method, url: `/api${url}`, ...(who ? { token: who.token } : {}), body });
  const mailboxUrl = (accountId = context().cast.demoId) => `/account/v1/${accountId}/reply-mailbox/`;
  /** Demo Company's mailbox on the test's Dovecot, as the owner saves it; `over` changes a field. */
  const settings = (over: Record<string, unknown> = {}) => {
    const { imap } = context();
    return {
      host: imap.host,
      port: imap.port,
      security: 'none',
      username: 'jobs',
      password: imap.users.jobs,
      address: MAILBOX_ADDRESS,
      ...over,
    };
  };
  /** A message as a mail program writes it (nodemailer's stream transport keeps what it would send). */
  const message = async (mail: SendMailOptions): Promise<string> => {
    const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
    const info = await transport.sendMail({
      from: `María García <${MARIA_EMAIL}>`,
      text: 'Tuesday suits me.',
      ...mail,
    });
    return (info.message as Buffer).toString('utf8');
  };
  const replies = async (): Promise<ReplyOut[]> =>
    (await call(context().cast.recruiter, 'GET', `/user/v1/replies/${MARIA}/`)).json().data;
  return { call, mailboxUrl, settings, message, replies };
}
