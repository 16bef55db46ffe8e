// @postgres: claims race on the outbox rows (FOR UPDATE SKIP LOCKED), which only a server with several connections shows.
import { sql } from 'kysely';
import type { Transporter } from 'nodemailer';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/test-app.ts';
import { startSmtpTestServer, type SmtpTestServer } from '../test/smtp-test-server.ts';
import { drainJobs } from '../jobs/queue.ts';
import { RESCORE_JOB_HANDLERS } from '../modules/scoring/index.ts';
import { SEND_MAIL_JOB, sendMailHandler } from './send-mail.ts';
import { queueMail, storeMailFiles, type OutgoingMail } from './mail.ts';
import {
  claimNextMail,
  createMailTransport,
  deliverDueMail,
  describeSmtpUrl,
  mailBackoffSeconds,
  recordOutcome,
  sendClaimed,
  type DeliveryOptions,
} from './mail-delivery.ts';

let t: TestApp;
let smtp: SmtpTestServer;
let transport: Transporter;
let demoCompany: { account_id: number; name: string };
let otherCompany: { account_id: number; name: string };
const options: DeliveryOptions = { from: 'no-reply@assay.test', ratePerMinute: 100 };

beforeAll(async () => {
  t = await startTestApp();
  smtp = await startSmtpTestServer();
  transport = createMailTransport(smtp.url);
  const accounts = await t.db.selectFrom('accounts').select(['account_id', 'name']).orderBy('account_id').execute();
  demoCompany = accounts.find((a) => a.name === 'Demo Company')!;
  otherCompany = accounts.find((a) => a.account_id !== demoCompany.account_id)!;
});
afterAll(async () => {
  transport.close();
  await smtp.close();
  await t.close();
});
beforeEach(async () => {
  await t.db.deleteFrom('mail_outbox').execute();
  await t.db.deleteFrom('background_jobs').where('kind', '=', SEND_MAIL_JOB).execute();
  smtp.received.length = 0;
  smtp.replies.length = 0;
});

const applicantMail = (to: string, accountId = demoCompany.account_id): OutgoingMail => ({
  to,
  subject: 'Next steps',
  text: 'Please book an interview: https://assay.test/book?a=1&b=2\n\n<script>alert(1)</script>',
  purpose: { reason: 'applicant_email', accountId },
  replyTo: 'recruiter@demo-company.test',
});
const outbox = () => t.db.selectFrom('mail_outbox').selectAll().orderBy('mail_id').execute();
const only = async () => (await outbox())[0]!;
const secondsFromNow = (date: Date | null | undefined) => (new Date(date!).getTime() - Date.now()) / 1000;
const makeDue = () =>
  t.db
    .updateTable('mail_outbox')
    .set({ next_attempt_at: sql<Date>`now() - interval '1 second'` })
    .where('status', '=', 'queued')
    .execute();
const deliver = (o: DeliveryOptions = options) => deliverDueMail(t.db, transport, o);

describe('mail delivery through SMTP', () => {
  it('given a queued mail, when the send-mail job runs, then it arrives once with both parts, the company as sender, the reply-to, the footer and its Message-ID', async () => {
    await queueMail(t.db, applicantMail('applicant@example.com'));
    expect(await drainJobs(t.db, { [SEND_MAIL_JOB]: sendMailHandler(transport, options) })).toBe(1);
    const [mail] = await smtp.waitFor(1);
    const row = await only();
    expect(row).toMatchObject({
      status: 'sent',
      attempts: 1,
      last_error: null,
      lease_until: null,
      reason: 'applicant_email',
    });
    expect(row.sent_at).not.toBeNull();
    expect(row.message_id).toMatch(new RegExp(`^<outbox-${row.mail_id}\\.[0-9a-f-]{36}@assay\\.test>$`));
    const parsed = mail!.parsed;
    expect(mail!.envelope).toEqual({ from: 'no-reply@assay.test', to: ['applicant@example.com'] });
    expect(parsed.messageId).toBe(row.message_id);
    expect(parsed.from?.value).toEqual([{ name: 'Demo Company', address: 'no-reply@assay.test' }]);
    expect(parsed.replyTo?.value).toEqual([{ name: '', address: 'recruiter@demo-company.test' }]);
    expect(parsed.subject).toBe('Next steps');
    expect(parsed.text).toContain('Please book an interview: https://assay.test/book?a=1&b=2');
    expect(parsed.text).toContain(
      'You received this email because you applied for a position at Demo Company through Assay.',
    );
    const html = String(parsed.html);
    expect(html).toContain('<a href="https://assay.test/book?a=1&amp;b=2">');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).not.toContain('<script>');
    expect(html).toContain('You received this email because you applied for a position at Demo Company through Assay.');
    // Nothing is left to do: no further run was asked for, and another run sends nothing.
    expect(await drainJobs(t.db, { [SEND_MAIL_JOB]: sendMailHandler(transport, options) })).toBe(0);
    expect(smtp.received).toHaveLength(1);
  });

  it('given two mails carrying the same two attachments, then each arrives with both files, byte for byte and in order, and the files are kept once', async () => {
    const pdf = Buffer.from('%PDF-1.4\n% offer letter\n%%EOF\n', 'latin1');
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 1, 2, 255]);
    const ids = await storeMailFiles(t.db, [
      {
        account_id: demoCompany.account_id,
        file_name: 'Offer letter.pdf',
        content_type: 'application/pdf',
        content: pdf,
      },
      { account_id: demoCompany.account_id, file_name: 'map.png', content_type: 'image/png', content: png },
    ]);
    await queueMail(t.db, [
      { ...applicantMail('first@example.com'), attachments: ids },
      { ...applicantMail('second@example.com'), attachments: ids },
    ]);
    expect(await deliver()).toMatchObject({ sent: 2 });
    const mails = await smtp.waitFor(2);
    for (const mail of mails) {
      const files = mail.parsed.attachments;
      expect(files.map((f) => [f.filename, f.contentType])).toEqual([
        ['Offer letter.pdf', 'application/pdf'],
        ['map.png', 'image/png'],
      ]);
      expect(Buffer.compare(files[0]!.content, pdf)).toBe(0);
      expect(Buffer.compare(files[1]!.content, png)).toBe(0);
      expect(mail.parsed.text).toContain('Please book an interview');
    }
    expect(
      Number(
        (
          await t.db
            .selectFrom('mail_files')
            .select(({ fn }) => fn.countAll<number>().as('n'))
            .where('mail_file_id', 'in', ids)
            .executeTakeFirstOrThrow()
        ).n,
      ),
    ).toBe(2);
  });

  it('given the platform’s own mail, then it is signed Assay and answers go to the From address', async () => {
    await queueMail(t.db, {
      to: 'camille@example.com',
      subject: 'Reset',
      text: 'Your link',
      purpose: { reason: 'password_reset' },
    });
    expect((await deliver()).sent).toBe(1);
    const parsed = (await smtp.waitFor(1))[0]!.parsed;
    expect(parsed.from?.value).toEqual([{ name: 'Assay', address: 'no-reply@assay.test' }]);
    expect(parsed.replyTo?.value[0]?.address).toBe('no-reply@assay.test');
    expect(parsed.text).toContain('someone asked to reset the password of the Assay account of camille@example.com');
  });

  it('given a server that answers 451 first, then the mail is retried after a backoff and arrives once with the same Message-ID', async () => {
    smtp.replies.push({ code: 451, message: 'Greylisted, try again later' });
    await queueMail(t.db, applicantMail('grey@example.com'));
    expect(await deliver()).toMatchObject({ sent: 0, retried: 1, failed: 0 });
    const waiting = await only();
    expect(waiting).toMatchObject({ status: 'queued', attempts: 1 });
    expect(waiting.last_error).toContain('451');
    expect(waiting.last_error).toContain('Greylisted');
    expect(secondsFromNow(waiting.next_attempt_at)).toBeGreaterThan(mailBackoffSeconds(1) - 5);
    expect(secondsFromNow(waiting.next_attempt_at)).toBeLessThanOrEqual(mailBackoffSeconds(1));
    // Not due yet: a run now sends nothing and says when to come back.
    const early = await deliver();
    expect(early.sent).toBe(0);
    expect(Math.abs(early.nextWakeUp!.getTime() - new Date(waiting.next_attempt_at).getTime())).toBeLessThan(1000);
    expect(smtp.received).toHaveLength(0);

    await makeDue();
    expect(await deliver()).toMatchObject({ sent: 1, retried: 0 });
    const [mail] = await smtp.waitFor(1);
    const sent = await only();
    expect(sent).toMatchObject({ status: 'sent', attempts: 2, last_error: null });
    expect(sent.message_id).toBe(waiting.message_id);
    expect(mail!.parsed.messageId).toBe(waiting.message_id);
  });

  it('given a server that answers 550, then the mail fails for good with the reason kept and is never tried again', async () => {
    smtp.replies.push({ code: 550, message: 'No such mailbox here' });
    await queueMail(t.db, applicantMail('nobody@example.com'));
    expect(await deliver()).toMatchObject({ sent: 0, retried: 0, failed: 1, nextWakeUp: undefined });
    const failed = await only();
    expect(failed).toMatchObject({ status: 'failed', attempts: 1, sent_at: null });
    expect(failed.last_error).toContain('550');
    expect(failed.last_error).toContain('No such mailbox here');
    await t.db
      .updateTable('mail_outbox')
      .set({ next_attempt_at: sql<Date>`now() - interval '1 hour'` })
      .execute();
    expect((await deliver()).sent).toBe(0);
    expect((await only()).attempts).toBe(1);
    expect(smtp.received).toHaveLength(0);
  });

  it('given an SMTP server nobody listens on, then the mail waits for a retry instead of failing', async () => {
    const unreachable = createMailTransport('smtp://127.0.0.1:9');
    try {
      await queueMail(t.db, applicantMail('later@example.com'));
      expect(await deliverDueMail(t.db, unreachable, options)).toMatchObject({ retried: 1, failed: 0 });
      const row = await only();
      expect(row).toMatchObject({ status: 'queued', attempts: 1 });
      expect(row.last_error).toMatch(/ECONNREFUSED|connect/i);
    } finally {
      unreachable.close();
    }
  });

  it('given a worker that dies after the SMTP server took the mail but before marking it sent, then recovery does not send it again', async () => {
    await queueMail(t.db, applicantMail('once@example.com'));
    const claim = (await claimNextMail(t.db, options))!;
    await sendClaimed(transport, claim, options.from);
    await smtp.waitFor(1);
    // The process dies here: the outcome is never recorded and the row stays 'sending'.
    expect(await only()).toMatchObject({ status: 'sending', attempts: 1 });

    // While the dead worker's lease lasts, nobody touches the row; a run comes back when it ends.
    const during = await deliver();
    expect(during.sent).toBe(0);
    expect(secondsFromNow(during.nextWakeUp)).toBeGreaterThan(200);
    expect(await only()).toMatchObject({ status: 'sending' });

    await t.db
      .updateTable('mail_outbox')
      .set({ lease_until: sql<Date>`now() - interval '1 second'` })
      .execute();
    expect(await deliver()).toMatchObject({ sent: 0, retried: 0, failed: 0, nextWakeUp: undefined });
    const recovered = await only();
    expect(recovered.status).toBe('uncertain');
    expect(recovered.last_error).toContain('not sent again');
    await makeDue();
    expect((await deliver()).sent).toBe(0);
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]!.parsed.messageId).toBe(claim.message_id);
  });

  it('given a worker whose SMTP answer comes after its lease ran out, then the mail is recorded as sent, and an older claim cannot overwrite a newer one', async () => {
    await queueMail(t.db, applicantMail('slow@example.com'));
    const claim = (await claimNextMail(t.db, options))!;
    await t.db
      .updateTable('mail_outbox')
      .set({ lease_until: sql<Date>`now() - interval '1 second'` })
      .execute();
    await deliver(); // marks it uncertain
    expect((await only()).status).toBe('uncertain');
    await sendClaimed(transport, claim, options.from);
    expect(await recordOutcome(t.db, claim, undefined)).toBe('sent');
    expect(await only()).toMatchObject({ status: 'sent', attempts: 1 });
    // A stale claim (attempts 0) no longer names the row.
    await recordOutcome(t.db, { ...claim, attempts: 0 }, Object.assign(new Error('late'), { responseCode: 550 }));
    expect((await only()).status).toBe('sent');
    expect(smtp.received).toHaveLength(1);
  });

  it('given a busy minute of sign-ups, then the platform’s own mail has a rate of its own, apart from the companies’', async () => {
    const rates = { ...options, ratePerMinute: 2, platformRatePerMinute: 4 };
    await queueMail(
      t.db,
      Array.from({ length: 5 }, (_, i) => ({
        to: `code${i}@example.com`,
        subject: 'Your code',
        text: 'Your code is 123456',
        purpose: { reason: 'password_reset' as const },
      })),
    );
    await queueMail(
      t.db,
      Array.from({ length: 3 }, (_, i) => applicantMail(`demo${i}@example.com`)),
    );

    expect(await drainJobs(t.db, { [SEND_MAIL_JOB]: sendMailHandler(transport, rates) })).toBe(1);
    await smtp.waitFor(6);
    const senders = smtp.received.map((m) => m.parsed.from?.value[0]?.name);
    expect(senders.filter((n) => n === 'Assay')).toHaveLength(4);
    expect(senders.filter((n) => n === 'Demo Company')).toHaveLength(2);
    const waiting = (await outbox()).filter((m) => m.status === 'queued');
    expect(waiting.map((m) => m.to_address).sort()).toEqual(['code4@example.com', 'demo2@example.com']);
  });

  it('given more mail than a company’s rate per minute, then the rest waits for the next minute while other senders are not held up', async () => {
    const limited = { ...options, ratePerMinute: 3 };
    await queueMail(
      t.db,
      Array.from({ length: 5 }, (_, i) => applicantMail(`demo${i}@example.com`)),
    );
    await queueMail(t.db, [
      applicantMail('other0@example.com', otherCompany.account_id),
      applicantMail('other1@example.com', otherCompany.account_id),
    ]);
    await queueMail(t.db, {
      to: 'reset@example.com',
      subject: 'Reset',
      text: 'Your link',
      purpose: { reason: 'password_reset' },
    });

    expect(await drainJobs(t.db, { [SEND_MAIL_JOB]: sendMailHandler(transport, limited) })).toBe(1);
    await smtp.waitFor(6);
    const senders = smtp.received.map((m) => m.parsed.from?.value[0]?.name);
    expect(senders.filter((n) => n === 'Demo Company')).toHaveLength(3);
    expect(senders.filter((n) => n === otherCompany.name)).toHaveLength(2);
    expect(senders.filter((n) => n === 'Assay')).toHaveLength(1);
    const waiting = (await outbox()).filter((m) => m.status === 'queued');
    expect(waiting.map((m) => m.to_address)).toEqual(['demo3@example.com', 'demo4@example.com']);
    // The run asked for the next one when the minute is over.
    const next = await t.db
      .selectFrom('background_jobs')
      .select('run_after')
      .where('kind', '=', SEND_MAIL_JOB)
      .where('finished_at', 'is', null)
      .execute();
    expect(next).toHaveLength(1);
    expect(secondsFromNow(next[0]!.run_after)).toBeGreaterThan(50);
    expect(secondsFromNow(next[0]!.run_after)).toBeLessThanOrEqual(60);

    // A minute later the rest goes.
    await t.db
      .updateTable('mail_outbox')
      .set({ last_attempt_at: sql<Date>`last_attempt_at - interval '61 seconds'` })
      .where('last_attempt_at', 'is not', null)
      .execute();
    expect(await deliver(limited)).toMatchObject({ sent: 2, nextWakeUp: undefined });
    expect(smtp.received).toHaveLength(8);
  });

  it('given no SMTP server configured, then queued mail stays in the outbox with one waiting delivery run and nothing is sent', async () => {
    await queueMail(t.db, applicantMail('a@example.com'));
    await queueMail(t.db, applicantMail('b@example.com'));
    expect(await drainJobs(t.db, RESCORE_JOB_HANDLERS)).toBe(0);
    expect((await outbox()).map((m) => m.status)).toEqual(['queued', 'queued']);
    const runs = await t.db
      .selectFrom('background_jobs')
      .select('id')
      .where('kind', '=', SEND_MAIL_JOB)
      .where('finished_at', 'is', null)
      .execute();
    expect(runs).toHaveLength(1);
    expect(smtp.received).toHaveLength(0);
  });

  it('describes the SMTP address without its user name and password', () => {
    expect(describeSmtpUrl('smtp://mailer:s3cret@mail.example.com:2525')).toBe('smtp://mail.example.com:2525');
    expect(describeSmtpUrl('smtps://mailer:s3cret@mail.example.com')).toBe('smtps://mail.example.com:465');
    expect(describeSmtpUrl('smtp://mail.example.com')).toBe('smtp://mail.example.com:587');
    expect(describeSmtpUrl('not a url')).not.toContain('not a url');
  });
});
