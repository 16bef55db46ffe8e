/**
 * Replies polled from a company's own mailbox over IMAP (D450), against a real IMAP server
 * (Debian's Dovecot, server/test/dovecot.ts): the owner connects Demo Company's mailbox (the
 * password sealed, never sent back); mail to Maria then answers to the mailbox's plus-address for
 * her application; her reply, filed in the mailbox among other mail, is kept on her application
 * by a poll, threaded as an SMTP one is, and the rest is left alone and unread. A poll again, or
 * read from the start again, keeps nothing twice; a reply that lost its plus-address is matched by
 * the company's own mail it answers. Another company reading the same mailbox keeps nothing of
 * Demo Company's; a refused password, an untrusted certificate and a clear sign-in on the internet
 * are said to the admin; disconnected, mail answers to its sender again.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fs from 'node:fs';
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
let refId: string;
let replyAddress: string;
const { call, mailboxUrl, settings, message, replies } = replyMailboxKit(() => ({ t, cast, imap }));

const lastMailToMaria = () =>
  t.db
    .selectFrom('mail_outbox')
    .select(['subject', 'reply_to', 'message_id'])
    .where('to_address', '=', MARIA_EMAIL)
    .orderBy('mail_id', 'desc')
    .executeTakeFirstOrThrow();

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
});
afterAll(async () => {
  await t?.close();
  await imap?.close();
});

describe('replies polled from the company’s mailbox', () => {
  it('given the mailbox’s settings, then only those with settings access save them, a plus in its address is refused, and the password is sealed and never sent back', async () => {
    expect((await call(cast.recruiter, 'PUT', mailboxUrl(), settings())).statusCode).toBe(403);
    expect((await call(cast.otherOwner, 'PUT', mailboxUrl(), settings())).statusCode).toBe(404);
    const plus = await call(cast.owner, 'PUT', mailboxUrl(), settings({ address: 'jobs+x@acme-hiring.test' }));
    expect(plus.statusCode).toBe(400);
    expect(plus.json().errors).toEqual([{ prop: 'address', message: expect.any(String) }]);

    const saved = await call(cast.owner, 'PUT', mailboxUrl(), settings({ address: ' Jobs@Acme-Hiring.test ' }));
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject({
      ok: true,
      reason: '',
      mailbox: { connected: true, status: 'connected', address: MAILBOX_ADDRESS, has_password: true, folder: 'INBOX' },
    });
    const read = await call(cast.owner, 'GET', mailboxUrl());
    expect(read.body).not.toContain(imap.users.jobs);
    const stored = await t.db.selectFrom('reply_mailboxes').select('secret').executeTakeFirstOrThrow();
    expect(stored.secret).toMatch(/^assay-sealed:/);
    const audited = await t.db
      .selectFrom('audit_events')
      .select(['event', 'details'])
      .where('event', '=', 'reply_mailbox_connected')
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(audited.details)).not.toContain(imap.users.jobs);
  });

  it('given the mailbox, then mail to a candidate answers to the mailbox’s plus-address for that application', async () => {
    const sent = await call(cast.recruiter, 'POST', '/smartreq/v1/email-applicants/', {
      ref_ids: [refId],
      subject: 'Your interview',
      message: 'Does Tuesday suit you, {{first_name}}?',
    });
    expect(sent.statusCode, sent.body).toBe(200);
    replyAddress = (await lastMailToMaria()).reply_to!;
    expect(replyAddress).toMatch(/^jobs\+[0-9a-f]{32}@acme-hiring\.test$/);
  });

  it('given Maria’s reply in the mailbox among other mail, when it is polled, then her reply is on her application and in its history, and the rest is left alone and unread', async () => {
    await imap.deliver('jobs', await message({ from: 'news@vendor.test', to: MAILBOX_ADDRESS, subject: 'Our offers' }));
    await imap.deliver(
      'jobs',
      await message({ to: replyAddress, subject: 'Re: Your interview', messageId: '<r1@maria.test>' }),
    );
    const unknown = `jobs+${'0'.repeat(32)}@acme-hiring.test`;
    await imap.deliver(
      'jobs',
      await message({ to: unknown, subject: 'Guessing', messageId: '<guess@elsewhere.test>' }),
    );

    expect(await pollMailbox(t.db, files, cast.demoId)).toEqual({ read: 3, kept: 1 });
    const kept = await replies();
    expect(kept).toEqual([
      expect.objectContaining({ subject: 'Re: Your interview', text: expect.stringContaining('Tuesday') }),
    ]);
    const history = (await call(cast.recruiter, 'GET', `/smartreq/v1/activity-history/${MARIA}/`)).json().data;
    expect(JSON.stringify(history)).toContain('reply_received');
    for (const flags of (await imap.flags('jobs')).values()) expect(flags).not.toContain('\\Seen');
    expect((await call(cast.owner, 'GET', mailboxUrl())).json().data).toMatchObject({
      status: 'connected',
      replies_received: 1,
      last_reply_at: expect.any(String),
    });
  });

  it('given the same mailbox polled again, or read again from its first message, then nothing is kept twice', async () => {
    expect(await pollMailbox(t.db, files, cast.demoId)).toEqual({ read: 0, kept: 0 });
    await t.db.updateTable('reply_mailboxes').set({ last_uid: 0 }).where('account_id', '=', cast.demoId).execute();
    expect(await pollMailbox(t.db, files, cast.demoId)).toEqual({ read: 3, kept: 0 });
    expect(await replies()).toHaveLength(1);
  });

  it('given a reply that lost its plus-address, then the company’s own mail it answers names the application, and it joins that thread', async () => {
    const [first] = await replies();
    const answered = await call(cast.recruiter, 'POST', '/smartreq/v1/email-applicants/', {
      ref_ids: [refId],
      subject: 'Re: Your interview',
      message: 'Tuesday at ten, then.',
      answers_reply_id: first!.reply_id,
    });
    expect(answered.statusCode, answered.body).toBe(200);
    // The mail goes out: the worker gives it its Message-ID.
    await deliverDueMail(t.db, nodemailer.createTransport({ streamTransport: true, buffer: true }), {
      from: 'mail@assay.example',
      ratePerMinute: 100_000,
    });
    const answer = await lastMailToMaria();
    expect(answer.message_id).toBeTruthy();
    await imap.deliver(
      'jobs',
      await message({
        to: MAILBOX_ADDRESS,
        subject: 'Re: Re: Your interview',
        text: 'See you then.',
        messageId: '<r2@maria.test>',
        inReplyTo: answer.message_id!,
        references: [answer.message_id!],
      }),
    );
    expect(await pollMailbox(t.db, files, cast.demoId)).toEqual({ read: 1, kept: 1 });
    const [newest, older] = await replies();
    expect(newest).toMatchObject({ subject: 'Re: Re: Your interview', thread_id: older!.thread_id });
  });

  it('given another company that reads the same mailbox, then it keeps none of Demo Company’s replies', async () => {
    const otherUrl = `/account/v1/${cast.otherId}/reply-mailbox/`;
    const saved = await call(cast.otherOwner, 'PUT', otherUrl, settings());
    expect(saved.json().data.ok, saved.body).toBe(true);
    await t.db.updateTable('reply_mailboxes').set({ last_uid: 0 }).where('account_id', '=', cast.otherId).execute();
    expect(await pollMailbox(t.db, files, cast.otherId)).toEqual({ read: 4, kept: 0 });
    expect(await replies()).toHaveLength(2);
    const otherReplies = await t.db
      .selectFrom('application_replies')
      .select('reply_id')
      .where('account_id', '=', cast.otherId)
      .execute();
    expect(otherReplies).toEqual([]);
  });

  it('given a refused password, an untrusted certificate or a clear sign-in on the internet, then the admin is told why', async () => {
    const wrong = await call(cast.owner, 'PUT', mailboxUrl(), settings({ password: 'not-it' }));
    expect(wrong.json().data).toMatchObject({
      ok: false,
      failure: 'sign_in',
      reason: 'The mail server refused the user name or password.',
      detail: expect.stringContaining('Authentication failed'),
      mailbox: {
        status: 'failing',
        last_error_kind: 'sign_in',
        last_error_detail: expect.stringContaining('Authentication failed'),
      },
    });
    // A poll of a failing mailbox says the same and keeps nothing.
    expect(await pollMailbox(t.db, files, cast.demoId)).toEqual({ read: 0, kept: 0 });

    // Dovecot's certificate is self-signed: a client that checks certificates refuses it.
    const starttls = await call(cast.owner, 'PUT', mailboxUrl(), settings({ security: 'starttls' }));
    expect(starttls.json().data).toMatchObject({
      ok: false,
      failure: 'certificate',
      mailbox: { status: 'failing', last_error_kind: 'certificate' },
    });
    expect(starttls.json().data.reason).toMatch(/certificate is not trusted/);
    // The server's side of it as Node said it: the certificate's own failure, not our sentence.
    expect(starttls.json().data.detail).toMatch(/SELF_SIGNED|self-signed/i);
    expect(starttls.json().data.detail).not.toMatch(/not trusted/);

    setMailboxNetworkPolicy({ allowPrivate: false });
    try {
      const clear = await call(cast.owner, 'PUT', mailboxUrl(), settings());
      expect(clear.statusCode).toBe(400);
      expect(clear.json().errors).toEqual([{ prop: 'security', message: expect.any(String) }]);
      const inside = await call(cast.owner, 'PUT', mailboxUrl(), settings({ security: 'tls' }));
      expect(inside.json().data).toMatchObject({
        ok: false,
        failure: 'private_address',
        reason: 'The mail server’s address points to a private network address.',
        mailbox: { last_error_kind: 'private_address' },
      });
    } finally {
      setMailboxNetworkPolicy({ allowPrivate: true });
    }
  });

  it('given the mailbox disconnected, then mail answers to its sender again', async () => {
    expect((await call(cast.recruiter, 'DELETE', mailboxUrl())).statusCode).toBe(403);
    expect((await call(cast.owner, 'DELETE', mailboxUrl())).statusCode).toBe(200);
    expect((await call(cast.owner, 'GET', mailboxUrl())).json().data).toMatchObject({ connected: false });
    await call(cast.recruiter, 'POST', '/smartreq/v1/email-applicants/', {
      ref_ids: [refId],
      subject: 'After the mailbox',
      message: 'Hello',
    });
    expect(await lastMailToMaria()).toMatchObject({ reply_to: 'recruiter@demo-company.test' });
  });
});
