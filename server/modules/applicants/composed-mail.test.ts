/**
 * Bulk email's merge fields on real PGlite with a real SMTP server: each candidate receives their
 * own name, an unknown field is refused before anything is queued, the preview shows each
 * recipient's mail, and applicant data never becomes markup in the HTML part.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoApplicantRefId } from '../../db/seed/demo-applicants.ts';
import { startSmtpTestServer, type SmtpTestServer } from '../../test/smtp-test-server.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let smtp: SmtpTestServer;
let owner: string;
const [maria, jonas, nameless] = [demoApplicantRefId(61), demoApplicantRefId(62), demoApplicantRefId(63)];

const emailOf = async (refId: string) =>
  (
    await t.db
      .selectFrom('user_trackers')
      .innerJoin('users', 'users.user_id', 'user_trackers.user_id')
      .select(['users.email', 'users.user_id'])
      .where('ref_id', '=', refId)
      .executeTakeFirstOrThrow()
  ).email;

const rename = async (refId: string, first: string, last: string) => {
  const row = await t.db
    .selectFrom('user_trackers')
    .select('user_id')
    .where('ref_id', '=', refId)
    .executeTakeFirstOrThrow();
  await t.db
    .updateTable('users')
    .set({ first_name: first, last_name: last })
    .where('user_id', '=', row.user_id)
    .execute();
};

const post = (path: string, body: unknown) =>
  t.request({ method: 'POST', url: `/api/smartreq/v1/${path}`, token: owner, body });
const outboxCount = async () =>
  Number(
    (
      await t.db
        .selectFrom('mail_outbox')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

beforeAll(async () => {
  smtp = await startSmtpTestServer();
  t = await startTestApp({
    SMTP_URL: smtp.url,
    JOB_WORKER: '1',
    MAIL_FROM: 'accounts@assay.test',
    PUBLIC_URL: 'https://assay.test',
    RATE_LIMIT_MAX: '1000',
  });
  owner = (await t.signIn('owner@demo-company.test')).token;
  await rename(maria, 'Maria', 'Garcia');
  await rename(jonas, 'Jonas', '<b>Bold</b> & Co');
  await rename(nameless, '', '');
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

describe('bulk email with merge fields', () => {
  it('given "Next steps for {{first_name}}", when sent to three applicants, then each receives their own name over SMTP, escaped in the HTML part, and each history keeps its subject', async () => {
    const res = await post('email-applicants/', {
      ref_ids: [maria, jonas, nameless],
      subject: 'Next steps for {{first_name|:you}}',
      message:
        'Hello {{first_name|:there}} {{last_name}},\n\n{{recruiter_name}} at {{company_name}} about {{job_title}}: {{tracker_link}}',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ sent: 3 });
    const addresses = await Promise.all([maria, jonas, nameless].map(emailOf));
    await expect
      .poll(() => smtp.received.filter((m) => addresses.some((a) => m.envelope.to.includes(a))).length)
      .toBe(3);
    const to = (address: string) => smtp.received.find((m) => m.envelope.to.includes(address))!.parsed;
    expect(to(addresses[0]!).subject).toBe('Next steps for Maria');
    expect(to(addresses[0]!).text).toContain('Hello Maria Garcia,');
    expect(to(addresses[0]!).text).toMatch(/Demo Company about \S/);
    expect(to(addresses[0]!).text).toContain(`https://assay.test/user/progress-tracker?jobUuid=`);
    expect(to(addresses[0]!).text).not.toContain('{{');
    expect(to(addresses[1]!).subject).toBe('Next steps for Jonas');
    expect(String(to(addresses[1]!).html)).toContain('&lt;b&gt;Bold&lt;/b&gt; &amp; Co');
    expect(String(to(addresses[1]!).html)).not.toContain('<b>Bold</b>');
    expect(to(addresses[2]!).subject).toBe('Next steps for you');
    expect(to(addresses[2]!).text).toContain('Hello there,');
    const history = await t.db
      .selectFrom('job_events')
      .select(['ref_id', 'details'])
      .where('kind', '=', 'emailed')
      .where('ref_id', 'in', [maria, jonas])
      .execute();
    expect(history.map((h) => [h.ref_id, (h.details as { subject: string }).subject]).sort()).toEqual(
      [
        [maria, 'Next steps for Maria'],
        [jonas, 'Next steps for Jonas'],
      ].sort(),
    );
  });

  it('given an unknown merge field in the subject or the message, then 400 names the field and the merge field, and nothing is queued', async () => {
    const before = await outboxCount();
    const subject = await post('email-applicants/', {
      ref_ids: [maria],
      subject: 'Your {{salary}}',
      message: 'Hi',
    });
    expect(subject.statusCode).toBe(400);
    expect(subject.json().errors).toEqual([{ prop: 'subject', message: expect.stringContaining('{{salary}}') }]);
    const message = await post('email-applicants/', {
      ref_ids: [maria],
      subject: 'Hi',
      message: 'Dear {{firstname}}',
    });
    expect(message.json().errors).toEqual([{ prop: 'message', message: expect.stringContaining('{{firstname}}') }]);
    expect(
      (await post('email-applicants/preview/', { ref_ids: [maria], subject: 'Hi {{nope}}', message: 'x' })).statusCode,
    ).toBe(400);
    expect(await outboxCount()).toBe(before);
  });

  it('given a chosen application, when previewing, then its own data fills the subject and message and nothing is sent', async () => {
    const before = await outboxCount();
    const res = await post('email-applicants/preview/', {
      ref_ids: [maria, nameless],
      subject: 'Next steps for {{first_name}}',
      message: 'Hi {{first_name|:there}}, {{interview_time|:we will write with a time}}.',
    });
    expect(res.statusCode, res.body).toBe(200);
    const byRef = new Map(
      (res.json().data.recipients as { ref_id: string; subject: string; message: string }[]).map((r) => [r.ref_id, r]),
    );
    expect(byRef.get(maria)).toMatchObject({
      first_name: 'Maria',
      subject: 'Next steps for Maria',
      message: 'Hi Maria, we will write with a time.',
    });
    expect(byRef.get(nameless)).toMatchObject({
      subject: 'Next steps for',
      message: 'Hi there, we will write with a time.',
    });
    expect(await outboxCount()).toBe(before);
  });

  it("given another company's applicant, then the preview answers 404 and shows nothing", async () => {
    const other = await t.signIn('owner@other-company.test');
    const res = await t.request({
      method: 'POST',
      url: '/api/smartreq/v1/email-applicants/preview/',
      token: other.token,
      body: { ref_ids: [maria], subject: 'Hi {{first_name}}', message: 'x' },
    });
    expect(res.statusCode).toBe(404);
  });
});
