/**
 * Matrix rows: company details and sources. The company's staff with company settings access
 * (the owner) and provider admins manage them; the company's staff without it (recruiter,
 * interviewer) and candidates get 403; another company's owner 404. Deactivated people lose their
 * token at once (company-settings.test.ts).
 */
import { all, DEMO_PROOF, type MatrixRow } from './matrix-kit.ts';

const manage = (status: number) => ({ ...all(403), anonymous: 401, owner: status, otherOwner: 404, admin: status });
const NONE = 2_000_000_000;
const DETAILS = {
  logo_url: null,
  time_zone: 'UTC',
  default_language: 'en',
  locations: [],
  career_page_headline: '',
  career_page_intro: '',
};

export const COMPANY_SETTINGS_ROWS: MatrixRow[] = [
  {
    endpoint: 'GET /account/v1/{id}/info/',
    what: "Demo Company's details",
    request: (ctx) => ({ url: `/api/account/v1/${ctx.demoAccountId}/info/` }),
    expect: manage(200),
  },
  {
    endpoint: 'PUT /account/v1/{id}/info/',
    what: "Demo Company's details, name unchanged",
    request: (ctx) => ({
      url: `/api/account/v1/${ctx.demoAccountId}/info/`,
      body: { ...DETAILS, name: 'Demo Company' },
    }),
    passes: 200,
  },
  {
    endpoint: 'GET /account/v1/sources/',
    what: "Demo Company's sources",
    request: (ctx) => ({ url: `/api/account/v1/sources/?account_id=${ctx.demoAccountId}&search=a&ordering=-name` }),
    expect: manage(200),
  },
  {
    endpoint: 'POST /account/v1/create-source/',
    what: 'a new source for Demo Company',
    request: (ctx) => ({
      url: '/api/account/v1/create-source/',
      body: { account_id: ctx.demoAccountId, name: `Matrix ${ctx.unique()}`, source_type: 'other' },
    }),
    passes: 200,
  },
  {
    endpoint: 'PUT /account/v1/source/{id}/',
    what: 'an unknown source',
    request: () => ({ url: `/api/account/v1/source/${NONE}/`, body: { name: 'Matrix', source_type: 'other' } }),
    passes: 404,
  },
  {
    endpoint: 'PUT /account/v1/toggle-source/{id}/',
    what: 'an unknown source',
    request: () => ({ url: `/api/account/v1/toggle-source/${NONE}/`, body: { is_active: false } }),
    passes: 404,
  },
];

/** Rejection reasons in company settings: the same people as above; the rules on used reasons are in rejection-reasons.test.ts. */
export const REJECTION_REASON_ROWS: MatrixRow[] = [
  {
    endpoint: 'GET /account/v1/rejection-reasons/',
    what: "Demo Company's company-side reasons",
    request: (ctx) => ({
      url: `/api/account/v1/rejection-reasons/?account_id=${ctx.demoAccountId}&rejection_type=company&ordering=name`,
    }),
    expect: manage(200),
  },
  {
    endpoint: 'POST /account/v1/rejection-reason/',
    what: 'a new reason for Demo Company',
    request: (ctx) => ({
      url: '/api/account/v1/rejection-reason/',
      body: { account_id: ctx.demoAccountId, name: `Matrix ${ctx.unique()}`, rejection_type: 'candidate' },
    }),
    passes: 200,
  },
  {
    endpoint: 'PUT /account/v1/rejection-reason/{id}/',
    what: 'an unknown reason',
    request: () => ({
      url: `/api/account/v1/rejection-reason/${NONE}/`,
      body: { name: 'Matrix', rejection_type: 'company' },
    }),
    passes: 404,
  },
  {
    endpoint: 'PUT /account/v1/rejection-reason/{id}/toggle/',
    what: 'an unknown reason',
    request: () => ({ url: `/api/account/v1/rejection-reason/${NONE}/toggle/`, body: { is_active: false } }),
    passes: 404,
  },
  {
    endpoint: 'DELETE /account/v1/rejection-reason/{id}/',
    what: 'an unknown reason',
    request: () => ({ url: `/api/account/v1/rejection-reason/${NONE}/` }),
    passes: 404,
  },
];

/** Separation reasons: the same people as above; the rules on used reasons are in separation-reasons.test.ts. */
export const SEPARATION_REASON_ROWS: MatrixRow[] = [
  {
    endpoint: 'GET /account/v1/separation-reasons/',
    what: "Demo Company's voluntary reasons",
    request: (ctx) => ({
      url: `/api/account/v1/separation-reasons/?account_id=${ctx.demoAccountId}&separation_type=voluntary&ordering=name`,
    }),
    expect: manage(200),
  },
  {
    endpoint: 'POST /account/v1/separation-reason/',
    what: 'a new reason for Demo Company',
    request: (ctx) => ({
      url: '/api/account/v1/separation-reason/',
      body: { account_id: ctx.demoAccountId, name: `Matrix ${ctx.unique()}`, separation_type: 'involuntary' },
    }),
    passes: 200,
  },
  {
    endpoint: 'PUT /account/v1/separation-reason/{id}/',
    what: 'an unknown reason',
    request: () => ({
      url: `/api/account/v1/separation-reason/${NONE}/`,
      body: { name: 'Matrix', separation_type: 'voluntary' },
    }),
    passes: 404,
  },
  {
    endpoint: 'PUT /account/v1/separation-reason/{id}/toggle/',
    what: 'an unknown reason',
    request: () => ({ url: `/api/account/v1/separation-reason/${NONE}/toggle/`, body: { is_active: false } }),
    passes: 404,
  },
  {
    endpoint: 'DELETE /account/v1/separation-reason/{id}/',
    what: 'an unknown reason',
    request: () => ({ url: `/api/account/v1/separation-reason/${NONE}/` }),
    passes: 404,
  },
];

/** A company's phone numbers: the same people as above (phone-numbers.test.ts has the rest). */
export const PHONE_NUMBER_ROWS: MatrixRow[] = [
  {
    endpoint: 'GET /account/v1/phone-numbers/',
    what: "Demo Company's phone numbers",
    request: (ctx) => ({
      url: `/api/account/v1/phone-numbers/?account_id=${ctx.demoAccountId}&search=1&ordering=-label`,
    }),
    expect: manage(200),
  },
  {
    endpoint: 'POST /account/v1/phone-numbers/',
    what: 'a new number for Demo Company',
    request: (ctx) => ({
      url: '/api/account/v1/phone-numbers/',
      body: {
        account_id: ctx.demoAccountId,
        label: 'Matrix',
        phone_number: `+1${ctx.unique().replace(/\D/g, '').slice(-12)}`,
      },
    }),
    passes: 200,
  },
  {
    endpoint: 'PUT /account/v1/phone-numbers/{id}/',
    what: 'an unknown number',
    request: () => ({
      url: `/api/account/v1/phone-numbers/${NONE}/`,
      body: { label: 'Matrix', phone_number: '+15125550100' },
    }),
    passes: 404,
  },
  {
    endpoint: 'PUT /account/v1/phone-numbers/{id}/toggle/',
    what: 'an unknown number',
    request: () => ({ url: `/api/account/v1/phone-numbers/${NONE}/toggle/`, body: { is_active: true } }),
    passes: 404,
  },
];

/** A company's message templates: the same people as above (message-templates.test.ts has the rest). */
export const MESSAGE_TEMPLATE_ROWS: MatrixRow[] = [
  {
    endpoint: 'GET /account/v1/message-templates/',
    what: "Demo Company's message templates",
    request: (ctx) => ({
      url: `/api/account/v1/message-templates/?account_id=${ctx.demoAccountId}&search=hi&ordering=-updated_at`,
    }),
    expect: manage(200),
  },
  {
    endpoint: 'GET /account/v1/message-templates/usable/',
    what: "Demo Company's message templates to email from (requisition access suffices)",
    request: (ctx) => ({ url: `/api/account/v1/message-templates/usable/?account_id=${ctx.demoAccountId}` }),
    expect: { ...manage(200), recruiter: 200 },
  },
  {
    endpoint: 'POST /account/v1/message-template/',
    what: 'a new template for Demo Company',
    request: (ctx) => ({
      url: '/api/account/v1/message-template/',
      body: { account_id: ctx.demoAccountId, name: `Matrix ${ctx.unique()}`, body: 'Hi {{first_name}}' },
    }),
    passes: 200,
  },
  {
    endpoint: 'PUT /account/v1/message-template/{id}/',
    what: 'an unknown template',
    request: () => ({ url: `/api/account/v1/message-template/${NONE}/`, body: { name: 'Matrix', body: 'Hi' } }),
    passes: 404,
  },
  {
    endpoint: 'DELETE /account/v1/message-template/{id}/',
    what: 'an unknown template',
    request: () => ({ url: `/api/account/v1/message-template/${NONE}/` }),
    passes: 404,
  },
];

/** Single sign-on settings: the same people as company details; sign-in itself is in sso.test.ts. */
export const SSO_SETTINGS_ROWS: MatrixRow[] = [
  {
    endpoint: 'GET /account/v1/{id}/sso/',
    what: "Demo Company's single sign-on settings",
    request: (ctx) => ({ url: `/api/account/v1/${ctx.demoAccountId}/sso/` }),
    expect: manage(200),
  },
  {
    endpoint: 'POST /account/v1/{id}/sso/domains/{domain}/check/',
    what: "Demo Company's single sign-on domain checked again with the access token alone (no step-up proof, D283)",
    request: (ctx) => ({ url: `/api/account/v1/${ctx.demoAccountId}/sso/domains/sso-demo.test/check/`, body: {} }),
    passes: 403,
  },
  {
    endpoint: 'POST /account/v1/{id}/sso/domains/{domain}/check/',
    // Before the PUT row below empties the list: the seeded domain is verified, so no DNS lookup runs.
    what: "Demo Company's verified single sign-on domain, checked again with each caller's own password as the proof",
    request: (ctx) => ({
      url: `/api/account/v1/${ctx.demoAccountId}/sso/domains/sso-demo.test/check/`,
      body: { proof: DEMO_PROOF },
    }),
    passes: 200,
  },
  {
    endpoint: 'PUT /account/v1/{id}/sso/',
    what: "Demo Company's single sign-on settings with the access token alone (no step-up proof, D262)",
    request: (ctx) => ({
      url: `/api/account/v1/${ctx.demoAccountId}/sso/`,
      body: { enabled: false, issuer: '', client_id: '', domains: [], password_allowed: true },
    }),
    passes: 403,
  },
  {
    endpoint: 'PUT /account/v1/{id}/sso/',
    what: "Demo Company's single sign-on settings, left off, with each caller's own password as the proof",
    request: (ctx) => ({
      url: `/api/account/v1/${ctx.demoAccountId}/sso/`,
      body: { enabled: false, issuer: '', client_id: '', domains: [], password_allowed: true, proof: DEMO_PROOF },
    }),
    passes: 200,
  },
  {
    endpoint: 'POST /auth/v1/sso-discovery/',
    what: 'single sign-on discovery is public',
    request: () => ({ url: '/api/auth/v1/sso-discovery/', body: { email: 'someone@matrix.test' } }),
    passes: 200,
  },
  {
    endpoint: 'POST /auth/v1/sso-nonce/',
    what: 'a sign-in nonce is public',
    request: () => ({ url: '/api/auth/v1/sso-nonce/', body: {} }),
    passes: 200,
  },
  {
    endpoint: 'POST /auth/v1/login-sso/',
    what: 'single sign-on is public; a token no company accepts is refused',
    request: () => ({ url: '/api/auth/v1/login-sso/', body: { id_token: 'not-a-token' } }),
    passes: 401,
  },
];
