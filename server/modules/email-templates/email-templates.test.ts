/**
 * Email templates on real PGlite: who may read and change them, saving that refuses unknown
 * variables and changes nothing, restore to default, preview and test mail, and the mails the
 * product sends taking the company's version, then the system's, in the recipient's language,
 * then English.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoApplicantRefId } from '../../db/seed/demo-applicants.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { signInCompanyCast } from '../../test/company-cast.ts';

let t: TestApp;
type S = Awaited<ReturnType<TestApp['signIn']>>;
let owner: S, recruiter: S, interviewer: S, otherOwner: S, admin: S, candidate: S;
let demoId: number, otherId: number;

beforeAll(async () => {
  t = await startTestApp({ RATE_LIMIT_MAX: '1000', PUBLIC_URL: 'https://assay.test' });
  ({ owner, recruiter, interviewer, otherOwner, admin, candidate, demoId, otherId } = await signInCompanyCast(t));
});
afterAll(async () => t.close());

const api = (who: S | undefined, method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, body?: unknown) =>
  t.request({
    method,
    url: `/api/account/v1/${url}`,
    ...(who ? { token: who.token } : {}),
    ...(body === undefined ? {} : { body }),
  });
const companyUrl = (slug: string, accountId = demoId, language = 'en') =>
  `email-template/${slug}/?account_id=${accountId}&language=${language}`;
const saveCompany = (who: S, slug: string, fields: Record<string, unknown>, accountId = demoId, language = 'en') =>
  api(who, 'PUT', `email-template/${slug}/`, {
    account_id: accountId,
    language,
    subject: '{{subject}}',
    html_body: '<div>{{message}}</div>',
    plain_body: '{{message}}',
    ...fields,
  });
const templatesTable = () => t.db.selectFrom('email_templates').selectAll().orderBy('email_template_id').execute();
const outbox = (to: string) =>
  t.db.selectFrom('mail_outbox').selectAll().where('to_address', '=', to).orderBy('mail_id', 'desc').execute();
const emailApplicant = (ref: string, subject: string) =>
  t.request({
    method: 'POST',
    url: '/api/smartreq/v1/email-applicants/',
    token: owner.token,
    body: { ref_ids: [ref], subject, message: 'Please book <b>an</b> interview.' },
  });
const applicantEmail = async (ref: string) =>
  (
    await t.db
      .selectFrom('user_trackers as t')
      .innerJoin('users as u', 'u.user_id', 't.user_id')
      .select('u.email')
      .where('t.ref_id', '=', ref)
      .executeTakeFirstOrThrow()
  ).email;
const forgotPassword = async (ip: string) => {
  const res = await t.request({
    method: 'POST',
    url: '/api/auth/v1/forgot-password/',
    body: { email: 'candidate@assay.test' },
    ip,
  });
  await t.runResetMailJobs();
  return res;
};

describe('who reads and changes company templates', () => {
  it("given Demo Company's owner or a provider admin, then they list the mails a company may change with their variables", async () => {
    for (const who of [owner, admin]) {
      const res = await api(who, 'GET', `email-templates/?account_id=${demoId}`);
      expect(res.statusCode, res.body).toBe(200);
      const list = res.json().data as {
        template_slug: string;
        variables: { name: string }[];
        custom_languages: string[];
      }[];
      expect(list.map((x) => x.template_slug)).toEqual([
        'staff_invitation',
        'application_received',
        'applicant_email',
        // The standard rejection, which each candidate receives in their own language (D263).
        'application_rejected',
        'scorecard_share',
        // Every other mail a candidate reads from the company (D381).
        'interview_booking_link',
        'interview_invitation',
        'interview_changed',
        'interview_cancelled',
        'offer_sent',
        'offer_reminder',
        'offer_signed',
        'background_check_invitation',
        'applicant_welcome',
      ]);
      expect(list.find((x) => x.template_slug === 'scorecard_share')!.variables.map((x) => x.name)).toContain(
        'scorecard_link',
      );
    }
  });

  it('given staff without settings access or a candidate, then 403; another company, 404; and nothing is written', async () => {
    const before = await templatesTable();
    for (const who of [recruiter, interviewer, candidate]) {
      expect((await api(who, 'GET', `email-templates/?account_id=${demoId}`)).statusCode).toBe(403);
      expect((await api(who, 'GET', companyUrl('applicant_email'))).statusCode).toBe(403);
      expect((await saveCompany(who, 'applicant_email', {})).statusCode).toBe(403);
      expect((await api(who, 'DELETE', companyUrl('applicant_email'))).statusCode).toBe(403);
    }
    expect((await api(otherOwner, 'GET', companyUrl('applicant_email'))).statusCode).toBe(404);
    expect((await saveCompany(otherOwner, 'applicant_email', {})).statusCode).toBe(404);
    expect((await api(otherOwner, 'DELETE', companyUrl('applicant_email'))).statusCode).toBe(404);
    for (const who of [owner, recruiter, otherOwner]) {
      expect((await api(who, 'GET', 'system-email-templates/')).statusCode).toBe(403);
      expect(
        (
          await api(who, 'PUT', 'system-email-template/password_reset/', {
            language: 'en',
            subject: 'x',
            html_body: 'x',
            plain_body: 'x',
          })
        ).statusCode,
      ).toBe(403);
    }
    expect((await api(undefined, 'GET', companyUrl('applicant_email'))).statusCode).toBe(401);
    expect(await templatesTable()).toEqual(before);
  });

  it('given the password-reset mail, then a company can neither read nor change it (it is the platform’s own)', async () => {
    expect((await api(owner, 'GET', companyUrl('password_reset'))).statusCode).toBe(404);
    expect(
      (await saveCompany(owner, 'password_reset', { subject: 'x', html_body: 'x', plain_body: 'x' })).statusCode,
    ).toBe(404);
  });
});

describe('saving a company template', () => {
  it('given unknown variables, broken placeholders or missing fields, then 400 names each field and nothing changes', async () => {
    const before = await templatesTable();
    const res = await saveCompany(owner, 'applicant_email', {
      subject: 'Hi {{frist_name}}',
      html_body: '<p>{{message}}</p>\n<p>{{reset_link}}</p>',
      plain_body: '{{ message',
    });
    expect(res.statusCode).toBe(400);
    const body = res.json() as { code: string; errors: { prop: string; message: string }[] };
    expect(body.code).toBe('invalid_email_template');
    expect(body.errors).toEqual([
      { prop: 'subject', message: '{{frist_name}} is not a variable of this email (line 1, column 4).' },
      { prop: 'html_body', message: '{{reset_link}} is not a variable of this email (line 2, column 4).' },
      {
        prop: 'plain_body',
        message: '"{{ message" is not a placeholder: write {{name}} or {{name|:fallback}} (line 1, column 1).',
      },
    ]);
    const empty = await saveCompany(owner, 'applicant_email', {
      subject: ' ',
      html_body: '',
      reply_to: 'not-an-email',
    });
    expect(empty.statusCode).toBe(400);
    expect((empty.json().errors as { prop: string }[]).map((e) => e.prop)).toEqual([
      'subject',
      'html_body',
      'reply_to',
    ]);
    expect(await templatesTable()).toEqual(before);
  });

  it('given a valid template with markup that could run, then it is stored sanitised and the company reads its own version', async () => {
    const html =
      '<p onclick="steal()">Hello {{first_name|:there}},</p><script>steal()</script><div>{{message}}</div><p>{{company_name}} team <a href="javascript:steal()">x</a></p>';
    const res = await saveCompany(owner, 'applicant_email', {
      subject: '{{subject}} – {{company_name}}',
      html_body: html,
      plain_body: 'Hello {{first_name|:there}},\n\n{{message}}',
      reply_to: 'jobs@demo-company.test',
    });
    expect(res.statusCode, res.body).toBe(200);
    const saved = res.json().data;
    expect(saved).toMatchObject({
      type: 'company',
      is_default: false,
      reply_to: 'jobs@demo-company.test',
      default_subject: '{{subject}}',
    });
    expect(saved.html_body).toBe(
      '<p>Hello {{first_name|:there}},</p><div>{{message}}</div><p>{{company_name}} team <a>x</a></p>',
    );
    expect((await api(owner, 'GET', companyUrl('applicant_email'))).json().data.html_body).toBe(saved.html_body);
    const list = (await api(owner, 'GET', `email-templates/?account_id=${demoId}`)).json().data as {
      template_slug: string;
      custom_languages: string[];
    }[];
    expect(list.find((x) => x.template_slug === 'applicant_email')!.custom_languages).toEqual(['en']);
  });

  it("given another company, then it reads the system template, never Demo Company's version", async () => {
    const res = await api(otherOwner, 'GET', companyUrl('applicant_email', otherId));
    expect(res.json().data).toMatchObject({
      type: 'default',
      is_default: true,
      subject: '{{subject}}',
      html_body: '<div>{{message}}</div>',
    });
  });

  it("given the company's version in English, then its mail to an English applicant uses it, values escaped; restoring brings the system text back", async () => {
    const ref = demoApplicantRefId(40);
    const to = await applicantEmail(ref);
    expect((await emailApplicant(ref, 'Interview')).statusCode).toBe(200);
    const [mail] = await outbox(to);
    expect(mail!.subject).toBe('Interview – Demo Company');
    expect(mail!.reply_to).toBe('owner@demo-company.test');
    expect(mail!.text_body).toContain('Please book <b>an</b> interview.');
    expect(mail!.html_body).toContain('Please book &lt;b&gt;an&lt;/b&gt; interview.');
    expect(mail!.html_body).toContain('Demo Company team');

    const restored = await api(owner, 'DELETE', companyUrl('applicant_email'));
    expect(restored.json().data).toMatchObject({ type: 'default', is_default: true, subject: '{{subject}}' });
    expect((await emailApplicant(ref, 'Again')).statusCode).toBe(200);
    const [again] = await outbox(to);
    expect(again!.subject).toBe('Again');
    expect(again!.html_body).not.toContain('Demo Company team');
  });

  it('given a French applicant and a company version only in English, then the French system template is used', async () => {
    const ref = demoApplicantRefId(41);
    const to = await applicantEmail(ref);
    await t.db.updateTable('users').set({ preferred_language: 'fr' }).where('email', '=', to).execute();
    expect((await saveCompany(owner, 'applicant_email', { subject: 'EN {{subject}}' })).statusCode).toBe(200);
    expect((await emailApplicant(ref, 'Entretien')).statusCode).toBe(200);
    expect((await outbox(to))[0]!.subject).toBe('Entretien');
    expect((await saveCompany(owner, 'applicant_email', { subject: 'FR {{subject}}' }, demoId, 'fr')).statusCode).toBe(
      200,
    );
    expect((await emailApplicant(ref, 'Entretien')).statusCode).toBe(200);
    expect((await outbox(to))[0]!.subject).toBe('FR Entretien');
    await api(owner, 'DELETE', companyUrl('applicant_email'));
    await api(owner, 'DELETE', companyUrl('applicant_email', demoId, 'fr'));
  });
});

describe('system templates and the password-reset mail', () => {
  it('given a Spanish candidate, then the reset mail is in Spanish; without a Spanish template, in English', async () => {
    await t.db
      .updateTable('users')
      .set({ preferred_language: 'es' })
      .where('email', '=', 'candidate@assay.test')
      .execute();
    expect((await forgotPassword('10.9.0.1')).statusCode).toBe(200);
    const [es] = await outbox('candidate@assay.test');
    expect(es!.subject).toBe('Restablece tu contraseña de Assay');
    expect(es!.text_body).toMatch(/^Hola, Camille:/);
    expect(es!.text_body).toContain('https://assay.test/reset-password?uid=');
    expect(es!.html_body).toContain('<a href="https://assay.test/reset-password?uid=');

    await t.db
      .deleteFrom('email_templates')
      .where('template_slug', '=', 'password_reset')
      .where('language', '=', 'es')
      .execute();
    expect((await forgotPassword('10.9.0.2')).statusCode).toBe(200);
    expect((await outbox('candidate@assay.test'))[0]!.subject).toBe('Reset your Assay password');
    await t.db
      .updateTable('users')
      .set({ preferred_language: null })
      .where('email', '=', 'candidate@assay.test')
      .execute();
  });

  it('given a provider admin who changes the English reset mail, then the next reset uses it, and restore puts the shipped text back', async () => {
    const current = (await api(admin, 'GET', 'system-email-template/password_reset/?language=en')).json().data;
    expect(current).toMatchObject({ type: 'system', is_default: true, subject: 'Reset your Assay password' });
    const save = await api(admin, 'PUT', 'system-email-template/password_reset/', {
      language: 'en',
      subject: 'New password for {{first_name|:you}}',
      html_body: current.html_body,
      plain_body: `Hi!\n\n${current.plain_body}`,
      from_name: 'Assay Accounts',
    });
    expect(save.statusCode, save.body).toBe(200);
    expect(save.json().data).toMatchObject({ is_default: false, default_subject: 'Reset your Assay password' });
    expect((await api(admin, 'GET', 'system-email-templates/')).json().data[0]).toMatchObject({
      template_slug: 'password_reset',
      custom_languages: ['en'],
    });
    expect((await forgotPassword('10.9.0.3')).statusCode).toBe(200);
    const [mail] = await outbox('candidate@assay.test');
    expect(mail).toMatchObject({ subject: 'New password for Camille', from_name: 'Assay Accounts' });
    expect(mail!.text_body).toMatch(/^Hi!\n\nHello Camille,/);

    const restored = await api(admin, 'DELETE', 'system-email-template/password_reset/?language=en');
    expect(restored.json().data).toMatchObject({
      is_default: true,
      subject: 'Reset your Assay password',
      from_name: '',
    });
    expect(
      (
        await api(admin, 'PUT', 'system-email-template/password_reset/', {
          language: 'en',
          subject: '{{job_name}}',
          html_body: 'x',
          plain_body: 'x',
        })
      ).statusCode,
    ).toBe(400);
  });
});

describe('preview and test mail', () => {
  const tryBody = (extra: Record<string, unknown> = {}) => ({
    template_slug: 'scorecard_share',
    language: 'en',
    account_id: demoId,
    subject: 'Scorecard of {{applicant_name|:an applicant}}',
    html_body: '<p>{{sender_name}} shared it.</p><div>{{message}}</div><a href="{{scorecard_link}}">Open</a>',
    plain_body: '{{sender_name}} shared it.\n\n{{message}}\n\n{{scorecard_link}}',
    test_data: {
      sender_name: '<img src=x onerror=alert(1)>',
      scorecard_link: 'javascript:alert(1)',
      message: 'Line one\nline two',
    },
    ...extra,
  });

  it('given test data, then the preview shows the fallbacks, escapes the values and drops unsafe links', async () => {
    const res = await api(owner, 'POST', 'email-template-preview/', tryBody());
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({
      subject: 'Scorecard of an applicant',
      html_body:
        '<p>&lt;img src=x onerror=alert(1)&gt; shared it.</p><div><p style="margin:0 0 16px">Line one<br />line two</p></div><a>Open</a>',
      plain_body: '<img src=x onerror=alert(1)> shared it.\n\nLine one\nline two\n\njavascript:alert(1)',
      from_name: 'Demo Company',
    });
  });

  it('given no test data, then the preview fills every variable with its sample, never "for at ."', async () => {
    const res = await api(owner, 'POST', 'email-template-preview/', {
      template_slug: 'application_received',
      language: 'en',
      account_id: demoId,
      subject: 'Thank you for applying for {{job_name}} at {{company_name}}.',
      html_body: '<p>Hello {{first_name}}</p>',
      plain_body: 'Hello {{first_name}}',
      test_data: {},
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.subject).toBe('Thank you for applying for Warehouse Associate at Demo Company.');
    expect(res.json().data.plain_body).toBe('Hello Dana');
  });

  it('given a system template, then only a provider admin may preview it; another company’s staff, 404', async () => {
    expect((await api(owner, 'POST', 'email-template-preview/', tryBody({ account_id: undefined }))).statusCode).toBe(
      403,
    );
    expect(
      (await api(admin, 'POST', 'email-template-preview/', tryBody({ account_id: undefined }))).json().data.from_name,
    ).toBe('Assay');
    expect((await api(otherOwner, 'POST', 'email-template-preview/', tryBody())).statusCode).toBe(404);
  });

  it('given "send me a test", then the signed-in staff member gets the mail; an invalid template is refused and nothing is queued', async () => {
    const res = await api(
      owner,
      'POST',
      'email-template-test/',
      tryBody({ test_data: { applicant_name: 'Dana Lee', scorecard_link: 'https://assay.test/x' } }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ sent_to: 'owner@demo-company.test' });
    const [mail] = await outbox('owner@demo-company.test');
    expect(mail).toMatchObject({
      subject: '[Test] Scorecard of Dana Lee',
      reason: 'template_test',
      account_id: demoId,
      from_name: 'Demo Company',
    });
    expect(mail!.html_body).toContain('<a href="https://assay.test/x">Open</a>');
    const count = (await outbox('owner@demo-company.test')).length;
    expect((await api(owner, 'POST', 'email-template-test/', tryBody({ subject: '{{nope}}' }))).statusCode).toBe(400);
    expect((await api(recruiter, 'POST', 'email-template-test/', tryBody())).statusCode).toBe(403);
    expect(await outbox('owner@demo-company.test')).toHaveLength(count);
  });
});
