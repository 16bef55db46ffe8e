/**
 * Replies come back (D298), over a real local SMTP round trip: the owner gives
 * Demo Company a reply domain; a mail to Maria then answers to her application's reply address;
 * nodemailer sends her reply to the receiver (smtp-server, mailparser), which keeps it on the
 * application, in its history and on the recruiter's home until read; the recruiter answers through
 * the applicant email. The receiver refuses unknown tokens, other domains (no relay), oversized
 * messages and a client over its rate; another company's staff cannot read the reply.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import nodemailer from 'nodemailer';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { appliedCandidate } from '../../test/attempt-kit.ts';
import { createFileStorage } from '../../storage/file-storage.ts';
import { startReplyReceiver, type ReplyReceiver } from './reply-receiver.ts';
import { replyAddresses } from './replies.store.ts';

let t: TestApp;
let receiver: ReplyReceiver;
type S = Awaited<ReturnType<TestApp['signIn']>>;
let owner: S, recruiter: S, interviewer: S, otherOwner: S, maria: S;
/** Maria's application to Customer Support Specialist: the recruiter is on its team, the interviewer is not. */
const MARIA = 3;
const MARIA_EMAIL = 'maria.garcia@assay.test';
const DOMAIN = 'replies.demo-company.test';
let accountId: number;
let refId: string;

const call = (who: S, method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown) =>
  t.request({ method, url: `/api${url}`, token: who.token, body });

function sendTo(port: number, to: string, mail: { subject?: string; text?: string; from?: string } = {}) {
  const transport = nodemailer.createTransport({ host: '127.0.0.1', port, secure: false, ignoreTLS: true });
  return transport
    .sendMail({
      from: mail.from ?? `María García <${MARIA_EMAIL}>`,
      to,
      subject: mail.subject ?? 'Re: Your interview',
      text: mail.text ?? 'Thank you, Tuesday works for me.',
    })
    .finally(() => transport.close());
}

/** A port nobody listens on now: concurrent runs of the suite must not meet on a fixed one. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** The newest mail queued to Maria, with its reply address. */
const lastMailToMaria = () =>
  t.db
    .selectFrom('mail_outbox')
    .select(['subject', 'reply_to'])
    .where('to_address', '=', MARIA_EMAIL)
    .orderBy('mail_id', 'desc')
    .executeTakeFirstOrThrow();

/** The replies on `who`'s home at their own company (the first they belong to). */
const homeReplies = async (who: S) => (await call(who, 'GET', '/staff/v1/home/')).json().data.replies;

beforeAll(async () => {
  t = await startTestApp({ RATE_LIMIT_MAX: '100000', PUBLIC_URL: 'https://assay.example' });
  [owner, recruiter, interviewer, otherOwner, maria] = (await Promise.all(
    [
      'owner@demo-company.test',
      'recruiter@demo-company.test',
      'interviewer@demo-company.test',
      'owner@other-company.test',
      MARIA_EMAIL,
    ].map((e) => t.signIn(e)),
  )) as [S, S, S, S, S];
  const row = await t.db
    .selectFrom('user_trackers')
    .select(['account_id', 'ref_id'])
    .where('user_step_tracker_id', '=', MARIA)
    .executeTakeFirstOrThrow();
  ({ account_id: accountId, ref_id: refId } = row);
  receiver = await startReplyReceiver(t.db, {
    port: 0,
    host: '127.0.0.1',
    maxBytes: 20_000,
    perClientPerMinute: 100,
    files: createFileStorage({ dataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'assay-replies-')), s3: undefined }),
  });
});
afterAll(async () => {
  await receiver?.close();
  await t?.close();
});

describe('replies come back', () => {
  it('given no reply domain, then mail to a candidate answers to its sender, and this server says it receives nothing', async () => {
    const got = await call(owner, 'GET', `/account/v1/${accountId}/reply-domain/`);
    expect(got.json().data).toEqual({ domain: null, is_receiving: false });
    const sent = await call(owner, 'POST', '/smartreq/v1/email-applicants/', {
      ref_ids: [refId],
      subject: 'Before replies',
      message: 'Hello',
    });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(await lastMailToMaria()).toMatchObject({ subject: 'Before replies', reply_to: 'owner@demo-company.test' });
  });

  it('given the reply domain, then only those with company settings access set it, and it must be a host name', async () => {
    const url = `/account/v1/${accountId}/reply-domain/`;
    expect((await call(recruiter, 'PUT', url, { domain: DOMAIN })).statusCode).toBe(403);
    expect((await call(otherOwner, 'PUT', url, { domain: DOMAIN })).statusCode).toBe(404);
    const bad = await call(owner, 'PUT', url, { domain: 'not a domain' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual([{ prop: 'domain', message: expect.any(String) }]);
    const saved = await call(owner, 'PUT', url, { domain: ` ${DOMAIN.toUpperCase()} ` });
    expect(saved.json().data).toEqual({ domain: DOMAIN, is_receiving: false });
  });

  // The receipt is sent by the progress module, which may not import this one (D280): it is announced
  // and the replies module gives it the address (D326). Before, it answered to the company's sender.
  it('given the reply domain, when a candidate applies, then the application’s receipt answers to that application’s reply address', async () => {
    const { ref_id: anaRef } = await appliedCandidate(t, 'receipt', { first_name: 'Ana', last_name: 'Reyes' });
    // The receipt names its application (before, it named none and answered to the sender).
    const receipt = await t.db
      .selectFrom('mail_outbox')
      .select('reply_to')
      .where('ref_id', '=', anaRef)
      .where('reason', '=', 'application_received')
      .executeTakeFirstOrThrow();
    expect(receipt.reply_to).toMatch(new RegExp(`^reply\\+[0-9a-f]{32}@${DOMAIN.replace(/\./g, '\\.')}$`));
    expect(receipt.reply_to).toBe((await replyAddresses(t.db, [anaRef])).get(anaRef));
  });

  let address: string;
  it('given a mail to Maria, when she replies over SMTP, then the reply is on her application, in its history and on the recruiter’s home until read', async () => {
    const sent = await call(recruiter, 'POST', '/smartreq/v1/email-applicants/', {
      ref_ids: [refId],
      subject: 'Your interview',
      message: 'Does Tuesday suit you, {{first_name}}?',
    });
    expect(sent.statusCode, sent.body).toBe(200);
    address = (await lastMailToMaria()).reply_to!;
    expect(address).toMatch(new RegExp(`^reply\\+[0-9a-f]{32}@${DOMAIN.replace(/\./g, '\\.')}$`));

    const accepted = await sendTo(receiver.port, address);
    expect(accepted.accepted).toEqual([address]);

    expect(await homeReplies(recruiter)).toEqual({
      count: 1,
      items: [expect.objectContaining({ user_smartreq_id: MARIA, subject: 'Re: Your interview' })],
    });
    const history = (await call(recruiter, 'GET', `/smartreq/v1/activity-history/${MARIA}/`)).json().data;
    expect(JSON.stringify(history)).toContain('reply_received');

    const replies = await call(recruiter, 'GET', `/user/v1/replies/${MARIA}/`);
    expect(replies.statusCode, replies.body).toBe(200);
    expect(replies.json().data).toEqual([
      expect.objectContaining({
        from_address: MARIA_EMAIL,
        from_name: 'María García',
        is_from_candidate: true,
        subject: 'Re: Your interview',
        text: expect.stringContaining('Tuesday works for me'),
        read_at: null,
      }),
    ]);
    // Read once, it leaves the homes.
    expect((await homeReplies(recruiter)).count).toBe(0);
  });

  it('given the reply, then another company’s staff, staff off the team and the candidate cannot read it', async () => {
    expect((await call(otherOwner, 'GET', `/user/v1/replies/${MARIA}/`)).statusCode).toBe(404);
    expect([403, 404]).toContain((await call(interviewer, 'GET', `/user/v1/replies/${MARIA}/`)).statusCode);
    expect((await call(maria, 'GET', `/user/v1/replies/${MARIA}/`)).statusCode).toBe(403);
    expect((await call(otherOwner, 'GET', `/staff/v1/home/?account_id=${accountId}`)).statusCode).toBe(404);
    expect((await homeReplies(otherOwner)).count).toBe(0);
  });

  it('given the reply, when the recruiter answers it, then the answer goes through the applicant email with the same reply address', async () => {
    const answered = await call(recruiter, 'POST', '/smartreq/v1/email-applicants/', {
      ref_ids: [refId],
      subject: 'Re: Your interview',
      message: 'Tuesday at ten, then.',
    });
    expect(answered.statusCode, answered.body).toBe(200);
    expect(await lastMailToMaria()).toEqual({ subject: 'Re: Your interview', reply_to: address });
  });

  it('given addresses that are not ours, an oversized message or a sender from elsewhere, then the receiver refuses or says so', async () => {
    const unknown = `reply+${'0'.repeat(32)}@${DOMAIN}`;
    await expect(sendTo(receiver.port, unknown)).rejects.toMatchObject({ responseCode: 550 });
    await expect(sendTo(receiver.port, 'someone@example.com')).rejects.toMatchObject({ responseCode: 550 });
    const otherDomain = address.replace(DOMAIN, 'elsewhere.test');
    await expect(sendTo(receiver.port, otherDomain)).rejects.toMatchObject({ responseCode: 550 });
    await expect(sendTo(receiver.port, address, { text: 'x'.repeat(30_000) })).rejects.toMatchObject({
      responseCode: 552,
    });
    await sendTo(receiver.port, address, { from: 'assistant@elsewhere.test', subject: 'Forwarded' });
    const replies = (await call(recruiter, 'GET', `/user/v1/replies/${MARIA}/`)).json().data;
    expect(replies.map((r: { subject: string }) => r.subject)).toEqual(['Forwarded', 'Re: Your interview']);
    expect(replies[0].is_from_candidate).toBe(false);
  });

  it('given a MIME bomb (more parts than the parser takes), then the receiver refuses it for good (554, with why) and keeps nothing', async () => {
    const kept = async () => (await call(recruiter, 'GET', `/user/v1/replies/${MARIA}/`)).json().data.length;
    const before = await kept();
    const parts = Array.from({ length: 1001 }, () => '--b\r\n\r\nx\r\n').join('');
    const bomb = [
      `From: ${MARIA_EMAIL}`,
      `To: ${address}`,
      'Subject: Bomb',
      'MIME-Version: 1.0',
      'Content-Type: multipart/mixed; boundary="b"',
      '',
      `${parts}--b--`,
      '',
    ].join('\r\n');
    const transport = nodemailer.createTransport({ host: '127.0.0.1', port: receiver.port, ignoreTLS: true });
    const sent = transport.sendMail({ envelope: { from: MARIA_EMAIL, to: [address] }, raw: bomb });
    // Before, 451 (try later): the sender's server retried the same message for days.
    await expect(sent.finally(() => transport.close())).rejects.toMatchObject({
      responseCode: 554,
      response: expect.stringMatching(/could not be read.*will not help/),
    });
    expect(await kept()).toBe(before);
  });

  it('given the company turns its reply domain off, then its addresses are refused and mail answers to the sender again', async () => {
    const off = await call(owner, 'PUT', `/account/v1/${accountId}/reply-domain/`, { domain: null });
    expect(off.json().data.domain).toBeNull();
    await expect(sendTo(receiver.port, address)).rejects.toMatchObject({ responseCode: 550 });
    await call(recruiter, 'POST', '/smartreq/v1/email-applicants/', {
      ref_ids: [refId],
      subject: 'After replies',
      message: 'Hello',
    });
    expect(await lastMailToMaria()).toMatchObject({ reply_to: 'recruiter@demo-company.test' });
  });

  it('given a client over its rate, then it is asked to come back later', async () => {
    const strict = await startReplyReceiver(t.db, {
      port: 0,
      host: '127.0.0.1',
      maxBytes: 20_000,
      perClientPerMinute: 2,
      files: createFileStorage({ dataDir: os.tmpdir(), s3: undefined }),
    });
    try {
      const to = 'someone@example.com';
      await expect(sendTo(strict.port, to)).rejects.toMatchObject({ responseCode: 550 });
      await expect(sendTo(strict.port, to)).rejects.toMatchObject({ responseCode: 550 });
      await expect(sendTo(strict.port, to)).rejects.toMatchObject({ responseCode: 450 });
    } finally {
      await strict.close();
    }
  });

  it('given REPLY_SMTP_PORT, then the app starts its receiver with itself, says it receives, and stops it when it closes', async () => {
    const port = await freePort();
    const withReceiver = await startTestApp({ REPLY_SMTP_PORT: String(port), REPLY_SMTP_HOST: '127.0.0.1' });
    try {
      const token = (await withReceiver.signIn('owner@demo-company.test')).token;
      const got = await withReceiver.request({
        method: 'GET',
        url: `/api/account/v1/${accountId}/reply-domain/`,
        token,
      });
      expect(got.json().data.is_receiving).toBe(true);
      await expect(sendTo(port, `reply+${'1'.repeat(32)}@${DOMAIN}`)).rejects.toMatchObject({ responseCode: 550 });
    } finally {
      await withReceiver.close();
    }
    await expect(sendTo(port, 'someone@example.com')).rejects.toMatchObject({ code: 'ESOCKET' });
  });
});
