import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/test-app.ts';
import { startSmtpTestServer, type SmtpTestServer } from '../test/smtp-test-server.ts';

let t: TestApp;
let smtp: SmtpTestServer;
beforeAll(async () => {
  smtp = await startSmtpTestServer();
  t = await startTestApp({
    SMTP_URL: smtp.url,
    JOB_WORKER: '1',
    MAIL_FROM: 'accounts@assay.test',
    PUBLIC_URL: 'https://assay.test',
  });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

describe('the server with SMTP_URL set', () => {
  it('given a candidate who forgot the password, when asking for a reset, then the running worker mails the link, and the link sets a new password that signs in', async () => {
    // The demo seed's mails are in the outbox too: the worker delivers them as well, before this one.
    const seeded = Number(
      (
        await t.db
          .selectFrom('mail_outbox')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
    const res = await t.request({
      method: 'POST',
      url: '/api/auth/v1/forgot-password/',
      body: { email: 'candidate@assay.test' },
      ip: '10.7.0.1',
    });
    expect(res.statusCode).toBe(200);
    const mail = (await smtp.waitFor(seeded + 1)).find((m) => m.envelope.to.includes('candidate@assay.test'));
    expect(mail!.envelope.to).toEqual(['candidate@assay.test']);
    expect(mail!.parsed.from?.value).toEqual([{ name: 'Assay', address: 'accounts@assay.test' }]);
    expect(mail!.parsed.subject).toBe('Reset your Assay password');
    const link = new URL(mail!.parsed.text!.match(/https:\/\/assay\.test\/reset-password\S+/)![0]);
    expect(String(mail!.parsed.html)).toContain('https://assay.test/reset-password?');
    const body = {
      uid: link.searchParams.get('uid'),
      token: link.searchParams.get('userToken'),
      password: 'Mailed-link-9!',
      password_confirmation: 'Mailed-link-9!',
    };
    expect(
      (await t.request({ method: 'PUT', url: '/api/auth/v1/reset-password/', body, ip: '10.7.0.2' })).statusCode,
    ).toBe(200);
    await t.signIn('candidate@assay.test', 'Mailed-link-9!');
    const row = () =>
      t.db
        .selectFrom('mail_outbox')
        .select(['status', 'message_id'])
        .where('to_address', '=', 'candidate@assay.test')
        .executeTakeFirstOrThrow();
    await expect.poll(async () => (await row()).status).toBe('sent');
    expect(mail!.parsed.messageId).toBe((await row()).message_id);
  });
});
