/**
 * A hostile pass over the reply mailbox (D450, D462), on real PGlite and a real IMAP
 * server (Debian's Dovecot): another company and lower roles cannot read, change, test or
 * disconnect Demo Company's mailbox, and nobody reads its password back; no spelling of a loopback
 * or private address is connected to; a mail cannot put itself on an application by a guessed
 * token, another company's token or a flood of them; and what any stranger can mail the mailbox (a
 * message past the size limit, a MIME bomb, headers built to make the server's matching work for
 * minutes, HTML with scripts) neither holds the server nor reaches a recruiter's browser as markup.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import nodemailer from 'nodemailer';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { signInCompanyCast, type CompanyCast } from '../../test/company-cast.ts';
import { startDovecot, type DovecotServer } from '../../test/dovecot.ts';
import { createFileStorage, type FileStorage } from '../../storage/file-storage.ts';
import { deliverDueMail } from '../../integrations/mail-delivery.ts';
import { setMailboxNetworkPolicy } from '../../integrations/mailbox/imap-mailbox.ts';
import { pollMailbox } from './reply-mailbox.service.ts';
import { MAILBOX_ADDRESS, MARIA, MARIA_EMAIL, replyMailboxKit } from './reply-mailbox.test-kit.ts';

let t: TestApp;
let imap: DovecotServer;
let cast: CompanyCast;
let files: FileStorage;
const OTHER_ADDRESS = 'jobs@other-hiring.test';
let refId: string;
let replyAddress: string;
let sentMessageId: string;

const { call, mailboxUrl, settings, message, replies } = replyMailboxKit(() => ({ t, cast, imap }));

/** A message as raw lines, for what a mail program would never write. */
const raw = (headers: string[], body: string) =>
  [`From: ${MARIA_EMAIL}`, `Date: ${new Date().toUTCString()}`, ...headers, '', body, ''].join('\r\n');

const storedMailbox = (accountId: number) =>
  t.db.selectFrom('reply_mailboxes').selectAll().where('account_id', '=', accountId).executeTakeFirst();

/** Demo Company's mailbox, connected as the owner saves it (again: its place is kept). */
async function connectDemo(): Promise<void> {
  const saved = await call(cast.owner, 'PUT', mailboxUrl(), settings());
  expect(saved.json().data?.ok, saved.body).toBe(true);
}

beforeAll(async () => {
  imap = await startDovecot({ jobs: 'mailbox-pass-1', other: 'mailbox-pass-2' });
  t = await startTestApp({
    RATE_LIMIT_MAX: '100000',
    PUBLIC_URL: 'https://assay.example',
    REPLY_IMAP_ALLOW_PRIVATE: '1',
  });
  cast = await signInCompanyCast(t);
  files = createFileStorage({ dataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'assay-mailbox-')), s3: undefined });
  refId = (
    await t.db
      .selectFrom('user_trackers')
      .select('ref_id')
      .where('user_step_tracker_id', '=', MARIA)
      .executeTakeFirstOrThrow()
  ).ref_id;
  await connectDemo();
});
afterAll(async () => {
  await t?.close();
  await imap?.close();
});

describe('the reply mailbox against another company and lower roles', () => {
  it('given Demo Company’s mailbox, then Other Company’s owner can neither read, change, test nor disconnect it, and the lower roles are refused', async () => {
    const before = await storedMailbox(cast.demoId);
    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      const body = method === 'PUT' ? settings({ host: 'imap.evil.test', password: 'x' }) : undefined;
      const other = await call(cast.otherOwner, method, mailboxUrl(), body);
      expect(other.statusCode, `${method} ${other.body}`).toBe(404);
      expect(other.body).not.toContain(imap.host);
      for (const who of [cast.recruiter, cast.interviewer, cast.candidate])
        expect((await call(who, method, mailboxUrl(), body)).statusCode, method).toBe(403);
      expect((await call(undefined, method, mailboxUrl(), body)).statusCode, method).toBe(401);
    }
    // Nothing changed, and nothing was tested (a test writes checked_at).
    expect(await storedMailbox(cast.demoId)).toEqual(before);
  });

  it('given Demo Company’s server and user, then Other Company cannot save them without the password: a saved password goes to no other company', async () => {
    const borrowed = await call(cast.otherOwner, 'PUT', mailboxUrl(cast.otherId), settings({ password: '' }));
    expect(borrowed.statusCode, borrowed.body).toBe(400);
    expect(borrowed.json().errors).toEqual([{ prop: 'password', message: expect.any(String) }]);
    expect(await storedMailbox(cast.otherId)).toBeUndefined();
  });

  it('given the password typed, then no answer holds it: not a read, not a failed test, not a refusal', async () => {
    const typed = `typed-${randomBytes(6).toString('hex')}`;
    const answers = [
      await call(cast.owner, 'PUT', mailboxUrl(), settings({ password: typed })),
      await call(cast.owner, 'PUT', mailboxUrl(), settings({ password: typed, address: 'jobs+x@acme-hiring.test' })),
      await call(cast.owner, 'PUT', mailboxUrl(), settings({ password: typed, host: 'not a host!' })),
      await call(cast.owner, 'PUT', mailboxUrl(), settings({ password: `${typed}${'x'.repeat(500)}` })),
      await call(cast.owner, 'GET', mailboxUrl()),
    ];
    expect(answers.map((a) => a.statusCode)).toEqual([200, 400, 400, 400, 200]);
    expect(answers[0]!.json().data).toMatchObject({ ok: false, mailbox: { status: 'failing', has_password: true } });
    for (const answer of answers) expect(answer.body).not.toContain(typed);
    expect(JSON.stringify(await storedMailbox(cast.demoId))).not.toContain(typed);
    await connectDemo();
  });
});

/** The spellings of loopback and private addresses an attacker tries, and what the server must say. */
const PRIVATE = 'The mail server’s address points to a private network address.';
const NOT_FOUND = 'The mail server’s address was not found.';
const SPELLINGS: [string, string][] = [
  ['localhost', PRIVATE],
  ['LOCALHOST', PRIVATE],
  ['localhost.', NOT_FOUND],
  ['127.0.0.1', PRIVATE],
  ['127.1', PRIVATE],
  ['127.255.255.254', PRIVATE],
  ['0x7f.1', PRIVATE],
  ['0x7f000001', PRIVATE],
  ['2130706433', PRIVATE],
  ['017700000001', PRIVATE],
  ['0177.0.0.1', PRIVATE],
  ['0', PRIVATE],
  ['0.0.0.0', PRIVATE],
  ['[::1]', PRIVATE],
  ['[0:0:0:0:0:0:0:1]', PRIVATE],
  ['[::]', PRIVATE],
  ['[::ffff:127.0.0.1]', PRIVATE],
  ['[::ffff:7f00:1]', PRIVATE],
  // IPv4-compatible and IPv4-translated spellings: a host with a 6-in-4 tunnel reaches 127.0.0.1.
  ['[::127.0.0.1]', PRIVATE],
  ['[::ffff:0:7f00:1]', PRIVATE],
  ['[64:ff9b:1::7f00:1]', PRIVATE],
  ['169.254.169.254', PRIVATE],
  ['10.0.0.1', PRIVATE],
  ['172.16.0.1', PRIVATE],
  ['192.168.1.1', PRIVATE],
  ['100.64.0.1', PRIVATE],
  ['[fd00::1]', PRIVATE],
  ['[fe80::1]', PRIVATE],
];

describe('the reply mailbox pointed inside the network', () => {
  it('given every spelling of a loopback or private address, then the save’s test and the polls say so and never connect', async () => {
    let connections = 0;
    const listener = net.createServer((socket) => {
      connections++;
      socket.destroy();
    });
    await new Promise<void>((resolve) => listener.listen(0, '::', resolve));
    const port = (listener.address() as net.AddressInfo).port;
    setMailboxNetworkPolicy({ allowPrivate: false });
    try {
      const said: Record<string, string> = {};
      for (const [host] of SPELLINGS) {
        const saved = await call(cast.owner, 'PUT', mailboxUrl(), settings({ host, port, security: 'tls' }));
        expect(saved.statusCode, `${host}: ${saved.body}`).toBe(200);
        said[host] = saved.json().data.reason;
        await pollMailbox(t.db, files, cast.demoId);
      }
      expect(said).toEqual(Object.fromEntries(SPELLINGS));
      expect(connections).toBe(0);
    } finally {
      setMailboxNetworkPolicy({ allowPrivate: true });
      await new Promise((resolve) => listener.close(resolve));
      await connectDemo();
    }
  });
});

describe('mail that claims an application', () => {
  it('given Maria’s reply address, then a guessed token, another company’s token and a flood of tokens keep nothing', async () => {
    await connectDemo();
    const sent = await t.request({
      method: 'POST',
      url: '/api/smartreq/v1/email-applicants/',
      token: cast.recruiter.token,
      body: { ref_ids: [refId], subject: 'Your interview', message: 'Does Tuesday suit you?' },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    // The mail goes out: the worker gives it its Message-ID.
    await deliverDueMail(t.db, nodemailer.createTransport({ streamTransport: true, buffer: true }), {
      from: 'mail@assay.example',
      ratePerMinute: 100_000,
    });
    const mail = await t.db
      .selectFrom('mail_outbox')
      .select(['reply_to', 'message_id'])
      .where('to_address', '=', MARIA_EMAIL)
      .orderBy('mail_id', 'desc')
      .executeTakeFirstOrThrow();
    replyAddress = mail.reply_to!;
    sentMessageId = mail.message_id!;
    expect(sentMessageId).toBeTruthy();
    const token = /\+([0-9a-f]{32})@/.exec(replyAddress)![1]!;
    const guessed = `jobs+${randomBytes(16).toString('hex')}@acme-hiring.test`;
    await imap.deliver('jobs', await message({ to: guessed, subject: 'Guessed', messageId: '<g@x.test>' }));
    // A flood: ten guessed plus-addresses before the real one are all that is looked up.
    const flood = Array.from({ length: 2000 }, () => `jobs+${randomBytes(16).toString('hex')}@acme-hiring.test`);
    await imap.deliver(
      'jobs',
      raw([`To: ${[...flood, replyAddress].join(', ')}`, 'Subject: Flood', 'Message-ID: <flood@x.test>'], 'Hi'),
    );
    expect(await pollMailbox(t.db, files, cast.demoId)).toEqual({ read: 2, kept: 0 });

    // Other Company reads its own mailbox: a mail naming Demo Company's application by its token
    // (in every addressing header) and by the mail it answers is not Other Company's to keep.
    const other = await call(
      cast.otherOwner,
      'PUT',
      mailboxUrl(cast.otherId),
      settings({ username: 'other', password: imap.users.other, address: OTHER_ADDRESS }),
    );
    expect(other.json().data.ok, other.body).toBe(true);
    const forged = `jobs+${token}@other-hiring.test`;
    await imap.deliver(
      'other',
      raw(
        [
          `To: ${forged}`,
          `Delivered-To: ${forged}`,
          `X-Original-To: ${forged}`,
          'Subject: Re: Your interview',
          'Message-ID: <forged@x.test>',
          `In-Reply-To: ${sentMessageId}`,
          `References: ${sentMessageId}`,
        ],
        'Forged',
      ),
    );
    expect(await pollMailbox(t.db, files, cast.otherId)).toEqual({ read: 1, kept: 0 });
    const otherReplies = await t.db
      .selectFrom('application_replies')
      .select('reply_id')
      .where('account_id', '=', cast.otherId)
      .execute();
    expect(otherReplies).toEqual([]);
    expect(await replies()).toEqual([]);
  });
});

describe('what any stranger can mail the mailbox', () => {
  it('given a message past the size limit, a MIME bomb, headers built to stall the matching and HTML with scripts, then the poll ends at once, keeps only what it may, as text, and goes on to the next reply', async () => {
    await connectDemo();
    // Past the 10 MB limit: not fetched.
    await imap.deliver(
      'jobs',
      raw([`To: ${replyAddress}`, 'Subject: Huge', 'Message-ID: <huge@x.test>'], 'A'.repeat(11 * 1024 * 1024)),
    );
    // Nested parts past what the parser takes: named on the mailbox and passed.
    const depth = 1200;
    const opens = Array.from(
      { length: depth },
      (_, i) => `--b${i}\r\nContent-Type: multipart/mixed; boundary="b${i + 1}"\r\n`,
    ).join('\r\n');
    await imap.deliver(
      'jobs',
      raw(
        [
          `To: ${replyAddress}`,
          'Subject: Bomb',
          'Message-ID: <bomb@x.test>',
          'MIME-Version: 1.0',
          'Content-Type: multipart/mixed; boundary="b0"',
        ],
        `${opens}\r\n--b${depth}\r\nContent-Type: text/plain\r\n\r\nboom\r\n`,
      ),
    );
    // A To with a long run and no @, and References naming 66,000 mails: each held the poll for
    // minutes, and that many ids overflowed the lookup's parameters so the poll never got past it.
    const references = Array.from({ length: 66_000 }, (_, i) => `<m${i}@x>`).join(' ');
    await imap.deliver(
      'jobs',
      raw(
        [
          `To: ${'a'.repeat(40_000)}`,
          `Cc: ${MAILBOX_ADDRESS}`,
          'Subject: Stall',
          'Message-ID: <stall@x.test>',
          `In-Reply-To: ${references}`,
          `References: ${references}`,
        ],
        'Stall',
      ),
    );
    await imap.deliver(
      'jobs',
      raw(
        [
          `To: ${replyAddress}`,
          'Subject: Re: Your interview (HTML)',
          'Message-ID: <html@maria.test>',
          'MIME-Version: 1.0',
          'Content-Type: text/html; charset=utf-8',
        ],
        '<p>Hello <script>alert(1)</script><img src=x onerror="alert(2)"><a href="javascript:alert(3)">see</a></p>',
      ),
    );
    await imap.deliver(
      'jobs',
      await message({ to: replyAddress, subject: 'Re: Your interview', messageId: '<r1@maria.test>' }),
    );

    const started = Date.now();
    expect(await pollMailbox(t.db, files, cast.demoId)).toEqual({ read: 5, kept: 2 });
    expect(Date.now() - started).toBeLessThan(15_000);

    const mailbox = (await call(cast.owner, 'GET', mailboxUrl())).json().data;
    expect(mailbox).toMatchObject({ status: 'connected', replies_received: 2 });
    expect(mailbox).toMatchObject({
      last_error_kind: 'message_not_kept',
      last_error_detail: expect.stringMatching(/^UID \d+: /),
    });
    const kept = await replies();
    expect(kept.map((r) => r.subject).sort()).toEqual(['Re: Your interview', 'Re: Your interview (HTML)']);
    const html = kept.find((r) => r.subject.endsWith('(HTML)'))!;
    expect(html.text).toContain('Hello');
    expect(html.text).not.toMatch(/<|onerror|alert\(1\)/);
    // The server still answers.
    expect((await call(cast.owner, 'GET', mailboxUrl())).statusCode).toBe(200);
  });
});
