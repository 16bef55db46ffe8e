/**
 * Matrix rows: email templates. A company's versions: its staff with company settings access
 * (the owner) and provider admins; the company's other staff and candidates 403; another company's
 * owner 404. System templates: provider admins only. Saves write the shipped text unchanged, so
 * later rows see the same mails.
 */
import { all, type MatrixRow } from './matrix-kit.ts';
import { SHIPPED_TEMPLATES } from '../../db/seed/content/mail/shipped-templates.ts';

const manage = (status: number) => ({ ...all(403), anonymous: 401, owner: status, otherOwner: 404, admin: status });
const providerOnly = { ...all(403), anonymous: 401, admin: 200 };
const text = (slug: 'applicant_email' | 'password_reset') => {
  const { subject, html_body, plain_body } = SHIPPED_TEMPLATES[slug].en;
  return { subject, html_body, plain_body };
};
const tryBody = (accountId: number) => ({
  ...text('applicant_email'),
  template_slug: 'applicant_email',
  language: 'en',
  account_id: accountId,
  test_data: { subject: 'Matrix', message: 'Hello' },
});

export const EMAIL_TEMPLATE_ROWS: MatrixRow[] = [
  {
    endpoint: 'GET /account/v1/email-templates/',
    what: "Demo Company's mail templates",
    request: (ctx) => ({ url: `/api/account/v1/email-templates/?account_id=${ctx.demoAccountId}` }),
    expect: manage(200),
  },
  {
    endpoint: 'GET /account/v1/email-template/{slug}/',
    what: "Demo Company's message to applicants, in Spanish",
    request: (ctx) => ({
      url: `/api/account/v1/email-template/applicant_email/?account_id=${ctx.demoAccountId}&language=es`,
    }),
    expect: manage(200),
  },
  {
    endpoint: 'PUT /account/v1/email-template/{slug}/',
    what: "Demo Company's message to applicants, saved with the system's text",
    request: (ctx) => ({
      url: '/api/account/v1/email-template/applicant_email/',
      body: { ...text('applicant_email'), account_id: ctx.demoAccountId, language: 'en' },
    }),
    passes: 200,
  },
  {
    endpoint: 'DELETE /account/v1/email-template/{slug}/',
    what: "Demo Company's message to applicants, restored to default",
    request: (ctx) => ({
      url: `/api/account/v1/email-template/applicant_email/?account_id=${ctx.demoAccountId}&language=en`,
    }),
    passes: 200,
  },
  {
    endpoint: 'GET /account/v1/system-email-templates/',
    what: 'the system templates',
    request: () => ({ url: '/api/account/v1/system-email-templates/' }),
    expect: providerOnly,
  },
  {
    endpoint: 'GET /account/v1/system-email-template/{slug}/',
    what: 'the French password-reset template',
    request: () => ({ url: '/api/account/v1/system-email-template/password_reset/?language=fr' }),
    expect: providerOnly,
  },
  {
    endpoint: 'PUT /account/v1/system-email-template/{slug}/',
    what: 'the English password-reset template, saved with the shipped text',
    request: () => ({
      url: '/api/account/v1/system-email-template/password_reset/',
      body: { ...text('password_reset'), language: 'en' },
    }),
    passes: 200,
  },
  {
    endpoint: 'DELETE /account/v1/system-email-template/{slug}/',
    what: 'the English password-reset template, restored to the shipped text',
    request: () => ({ url: '/api/account/v1/system-email-template/password_reset/?language=en' }),
    passes: 200,
  },
  {
    endpoint: 'POST /account/v1/email-template-preview/',
    what: "a preview of Demo Company's message to applicants",
    request: (ctx) => ({ url: '/api/account/v1/email-template-preview/', body: tryBody(ctx.demoAccountId) }),
    passes: 200,
    except: { recruiter: 403, interviewer: 403, otherOwner: 404 },
  },
  {
    endpoint: 'POST /account/v1/email-template-test/',
    what: "a test of Demo Company's message to applicants, mailed to the one asking",
    request: (ctx) => ({ url: '/api/account/v1/email-template-test/', body: tryBody(ctx.demoAccountId) }),
    passes: 200,
    except: { recruiter: 403, interviewer: 403, otherOwner: 404 },
  },
];
