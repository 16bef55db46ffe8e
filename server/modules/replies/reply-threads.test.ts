/**
 * Replies in threads, with their files, and reply addresses on every candidate mail (D313), over a
 * real SMTP round trip to the receiver the app starts (REPLY_SMTP_PORT): the outbox is delivered
 * through nodemailer's stream transport, so each mail gets its Message-ID; Maria answers it with
 * In-Reply-To and an attachment; the recruiter answers her reply (In-Reply-To, References); her
 * reply to that answer, and a reply to her own reply, land in the same thread; a mail that answers
 * nothing starts another, and a Message-ID of another application threads nothing. Her files are
 * kept as the application's documents after the upload checks; what fails them is named.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import net from 'node:net';
import nodemailer, { type SendMailOptions, type Transporter } from 'nodemailer';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { deliverDueMail, sendClaimed } from '../../integrations/mail-delivery.ts';
import { mailCalendarChange } from '../interview-scheduling/index.ts';
import { mailOffer, type OfferRow } from '../offer/index.ts';

let t: TestApp;
let port: number;
type S = Awaited<ReturnType<TestApp['signIn']>>;
let owner: S, recruiter: S;
const MARIA = 3;
const MARIA_EMAIL = 'maria.garcia@assay.test';
const DOMAIN = 'replies.threads.test';
let accountId: number;
let refId: string;
let otherRefId: string;
let address: string;

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0x90)]);

const call = (who: S, method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown) =>
  t.request({ method, url: `/api${url}`, token: who.token, body });

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port: free } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(free));
    });
  });
}

interface Sent {
  messageId: string;
  inReplyTo?: string;
  references?: string | string[];
  attachments?: { filename: string; content: Buffer }[];
  subject?: string;
}
function reply(mail: Sent) {
  const transport = nodemailer.createTransport({ host: '127.0.0.1', port, secure: false, ignoreTLS: true });
  return transport
    .sendMail({
      from: `María García <${MARIA_EMAIL}>`,
      to: address,
      subject: mail.subject ?? 'Re: Interview times',
      text: 'Here it is.',
      ...mail,
    })
    .finally(() => transport.close());
}

/** Hands the outbox to a stream transport (a real nodemailer send, kept in memory): each mail gets its Message-ID. */
async function deliver() {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
  await deliverDueMail(t.db, transport, { from: 'mail@assay.example', ratePerMinute: 100_000 });
}

const newestOutbox = (to: string) =>
  t.db
    .selectFrom('mail_outbox')
    .select([
      'mail_id',
      'subject',
      'reply_to',
      'message_id',
      'in_reply_to',
      'reference_ids',
      'ref_id',
      'reply_thread_id',
    ])
    .where('to_address', '=', to)
    .orderBy('mail_id', 'desc')
    .executeTakeFirstOrThrow();

interface ReplyOut {
  reply_id: number;
  thread_id: number;
  subject: string;
  files: { file_name: string; url: string; size_bytes: number }[];
  refused_files: { name: string; reason: string }[];
  refused_more: number;
}
const replies = async (): Promise<ReplyOut[]> =>
  (await call(recruiter, 'GET', `/user/v1/replies/${MARIA}/`)).json().data;

beforeAll(async () => {
  port = await freePort();
  t = await startTestApp({
    RATE_LIMIT_MAX: '100000',
    PUBLIC_URL: 'https://assay.example',
    REPLY_SMTP_PORT: String(port),
    REPLY_SMTP_HOST: '127.0.0.1',
  });
  [owner, recruiter] = (await Promise.all(
    ['owner@demo-company.test', 'recruiter@demo-company.test'].map((e) => t.signIn(e)),
  )) as [S, S];
  ({ account_id: accountId, ref_id: refId } = await t.db
    .selectFrom('user_trackers')
    .select(['account_id', 'ref_id'])
    .where('user_step_tracker_id', '=', MARIA)
    .executeTakeFirstOrThrow());
  otherRefId = (
    await t.db
      .selectFrom('user_trackers as t')
      .innerJoin('users as u', 'u.user_id', 't.user_id')
      .select('t.ref_id')
      .where('t.account_id', '=', accountId)
      .where('u.email', '!=', MARIA_EMAIL)
      .where('t.removed_at', 'is', null)
      .executeTakeFirstOrThrow()
  ).ref_id;
  const saved = await call(owner, 'PUT', `/account/v1/${accountId}/reply-domain/`, { domain: DOMAIN });
  expect(saved.statusCode, saved.body).toBe(200);
});
afterAll(async () => {
  await t?.close();
});

describe('replies in threads, with their files', () => {
  let first: ReplyOut;
  let x1: string;
  it('given a mail Maria answers with files, then her reply starts a thread and the files that pass the checks are the application’s documents', async () => {
    const sent = await call(recruiter, 'POST', '/smartreq/v1/email-applicants/', {
      ref_ids: [refId],
      subject: 'Interview times',
      message: 'Which suits you?',
    });
    expect(sent.statusCode, sent.body).toBe(200);
    await deliver();
    const mail = await newestOutbox(MARIA_EMAIL);
    expect(mail.ref_id).toBe(refId);
    address = mail.reply_to!;
    x1 = mail.message_id!;
    expect(x1).toMatch(/^<outbox-\d+\..+@assay\.example>$/);

    await reply({
      messageId: '<r1@maria.test>',
      inReplyTo: x1,
      references: x1,
      attachments: [
        { filename: 'cv.pdf', content: PDF },
        { filename: 'tool.exe', content: EXE },
        { filename: 'photo.pdf', content: PNG },
        { filename: 'empty.txt', content: Buffer.alloc(0) },
      ],
    });
    first = (await replies())[0]!;
    expect(first).toMatchObject({
      thread_id: first!.reply_id,
      files: [expect.objectContaining({ file_name: 'cv.pdf', size_bytes: PDF.length })],
      refused_files: [
        { name: 'tool.exe', reason: 'type' },
        { name: 'photo.pdf', reason: 'mismatch' },
        { name: 'empty.txt', reason: 'empty' },
      ],
    });
    const file = await t.request({ method: 'GET', url: `/api${first!.files[0]!.url}`, token: recruiter.token });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(PDF)).toBe(true);
    const documents = (await call(recruiter, 'GET', `/smartreq/v1/user-smartreq/${MARIA}/documents/`)).json().data;
    expect(JSON.stringify(documents)).toContain('cv.pdf');
  });

  let x2: string;
  it('given the recruiter answers the reply, then the answer carries In-Reply-To and References, and Maria’s reply to it joins the thread', async () => {
    const answered = await call(recruiter, 'POST', '/smartreq/v1/email-applicants/', {
      ref_ids: [refId],
      subject: 'Re: Interview times',
      message: 'Thank you.',
      answers_reply_id: first.reply_id,
    });
    expect(answered.statusCode, answered.body).toBe(200);
    const queued = await newestOutbox(MARIA_EMAIL);
    expect(queued).toMatchObject({
      reply_to: address,
      in_reply_to: '<r1@maria.test>',
      reference_ids: `${x1} <r1@maria.test>`,
      reply_thread_id: first.thread_id,
    });
    // The headers as nodemailer writes them (a stream transport keeps the message it would send).
    const stream = nodemailer.createTransport({ streamTransport: true, buffer: true });
    let raw = '';
    const keeping = {
      sendMail: async (message: SendMailOptions) => {
        const info = await stream.sendMail(message);
        raw = String(info.message);
        return info;
      },
    } as unknown as Transporter;
    await sendClaimed(
      keeping,
      {
        mail_id: queued.mail_id,
        account_id: accountId,
        to_address: MARIA_EMAIL,
        subject: queued.subject,
        text_body: 'x',
        html_body: null,
        from_name: null,
        reply_to: queued.reply_to,
        message_id: '<check@assay.example>',
        in_reply_to: queued.in_reply_to,
        reference_ids: queued.reference_ids,
        attempts: 1,
        attachments: [],
      },
      'mail@assay.example',
    );
    expect(raw).toMatch(/^In-Reply-To: <r1@maria\.test>\r?$/m);
    // A long header is folded onto a second line.
    expect(raw).toMatch(new RegExp(`^References: ${x1.replace(/[.+]/g, '\\$&')}\\s+<r1@maria\\.test>\\r?$`, 'm'));

    await deliver();
    x2 = (await newestOutbox(MARIA_EMAIL)).message_id!;
    await reply({ messageId: '<r2@maria.test>', inReplyTo: x2 });
    const [second] = await replies();
    expect(second!.thread_id).toBe(first.thread_id);
  });

  it('given a reply to her own reply, a new mail and one naming another application’s message, then only the first joins the thread', async () => {
    await reply({ messageId: '<r3@maria.test>', inReplyTo: '<r2@maria.test>', references: ['<r1@maria.test>'] });
    await reply({ messageId: '<r4@maria.test>', subject: 'Another question' });
    await call(owner, 'POST', '/smartreq/v1/email-applicants/', {
      ref_ids: [otherRefId],
      subject: 'Someone else’s mail',
      message: 'Hello',
    });
    await deliver();
    const others = await t.db
      .selectFrom('mail_outbox')
      .select('message_id')
      .where('ref_id', '=', otherRefId)
      .orderBy('mail_id', 'desc')
      .executeTakeFirstOrThrow();
    await reply({ messageId: '<r5@maria.test>', inReplyTo: others.message_id!, subject: 'Re: elsewhere' });
    const [r5, r4, r3] = await replies();
    expect(r3!.thread_id).toBe(first.thread_id);
    expect(r4!.thread_id).toBe(r4!.reply_id);
    expect(r5!.thread_id).toBe(r5!.reply_id);
  });

  it('given a reply of another application, then answering it from this one is 404 and nothing is queued', async () => {
    const before = await newestOutbox(MARIA_EMAIL);
    const wrong = await call(owner, 'POST', '/smartreq/v1/email-applicants/', {
      ref_ids: [otherRefId],
      subject: 'Re: Interview times',
      message: 'Hello',
      answers_reply_id: first.reply_id,
    });
    expect(wrong.statusCode).toBe(404);
    const both = await call(owner, 'POST', '/smartreq/v1/email-applicants/', {
      ref_ids: [refId, otherRefId],
      subject: 'Re: Interview times',
      message: 'Hello',
      answers_reply_id: first.reply_id,
    });
    expect(both.statusCode).toBe(404);
    expect((await newestOutbox(MARIA_EMAIL)).mail_id).toBe(before.mail_id);
  });

  it('given a reply with 990 attachments that fail the checks, then it names the first twenty and counts the rest', async () => {
    // Before, every one was named: a stranger's mail of a thousand tiny parts filled the reply's row and screen.
    const many = Array.from({ length: 990 }, (_, i) => ({ filename: `tool-${i}.exe`, content: EXE }));
    await reply({ messageId: '<many@maria.test>', subject: 'Many files', attachments: many });
    const kept = (await replies()).find((r) => r.subject === 'Many files')!;
    expect(kept.files).toEqual([]);
    expect(kept.refused_files).toEqual(
      Array.from({ length: 20 }, (_, i) => ({ name: `tool-${i}.exe`, reason: 'type' })),
    );
    expect(kept.refused_more).toBe(970);
    expect(first.refused_more).toBe(0);
  });
});

describe('reply addresses on interview and offer mail', () => {
  it('given an interview mail, then the candidate’s answers to the application’s reply address and the panel’s do not', async () => {
    await mailCalendarChange(
      t.db,
      {
        interviewUuid: '00000000-0000-4000-8000-000000000313',
        accountId,
        title: 'Interview',
        companyName: 'Demo Company',
        jobTitle: 'Customer Support Specialist',
        startsAt: new Date('2030-01-07T10:00:00Z'),
        endsAt: new Date('2030-01-07T11:00:00Z'),
        timeZone: 'UTC',
        location: 'Room 1',
        meetingUrl: '',
        instructions: '',
        sequence: 0,
        applicant: {
          first_name: 'María',
          last_name: 'García',
          email: MARIA_EMAIL,
          preferred_language: 'es',
          detailsLink: 'https://assay.example/x',
        },
        panel: [
          {
            first_name: 'Rae',
            last_name: 'Cruiter',
            email: 'recruiter@demo-company.test',
            preferred_language: 'en',
            time_zone: 'UTC',
          },
        ],
        panelLink: 'https://assay.example/y',
        refId,
      },
      'invitation',
    );
    expect(await newestOutbox(MARIA_EMAIL)).toMatchObject({ reply_to: address, ref_id: refId });
    const panel = await newestOutbox('recruiter@demo-company.test');
    expect(panel.reply_to).not.toBe(address);
    expect(panel.ref_id).toBeNull();
  });

  it('given an offer mail, then the candidate’s answers to the application’s reply address and the sender’s does not', async () => {
    const offer = {
      ref_id: refId,
      account_id: accountId,
      language: 'en',
      company_name: 'Demo Company',
      job_title: 'Customer Support Specialist',
      candidate_first_name: 'María',
      candidate_last_name: 'García',
    } as unknown as OfferRow;
    await mailOffer(
      t.db,
      'offer_sent',
      offer,
      [
        { first_name: 'María', email: MARIA_EMAIL, preferred_language: 'es', role: 'applicant', link: 'https://a/1' },
        {
          first_name: 'Owen',
          email: 'owner@demo-company.test',
          preferred_language: 'en',
          role: 'staff',
          link: 'https://a/2',
        },
      ],
      { linkDays: 7 },
    );
    expect(await newestOutbox(MARIA_EMAIL)).toMatchObject({ reply_to: address, ref_id: refId });
    expect((await newestOutbox('owner@demo-company.test')).reply_to).not.toBe(address);
  });
});
