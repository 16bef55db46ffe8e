/**
 * Matrix rows: offer settings, offer fields, offer letter templates, offers and signing.
 * Settings, fields and templates change with company settings rights (the owner; provider admins
 * naming the company); the recruiter and the interviewer get 403, another company 404. Offers
 * that do not exist answer 404 to every staff member (as another company's would); the signer
 * endpoints answer 404 to everyone, signed in or not. Real offers per role are in offer.test.ts.
 */
import { all, job1, type MatrixRow, staffOnly } from './matrix-kit.ts';

const MISSING_ID = 999_999;
const MISSING_UUID = 'c0000000-0000-4000-8000-00000000dead';
const settingsWrite = { ...staffOnly(200), recruiter: 403, interviewer: 403, otherOwner: 404 };
const signerOnly = all(404);
const offerBody = { offer_letter_template_id: 1, field_values: {}, signers: [{ role: 'candidate' }] };
const field = (key: string) => ({
  field_key: key,
  label: 'Bonus',
  field_type: 'money',
  required: false,
  options: [],
  min_value: null,
  max_value: null,
  sort_order: 9,
});
const template = (name: string) => ({ kind: 'letter', name, language: 'en', body: 'Dear {{candidate_first_name}},' });
const fieldKey = (unique: string) =>
  `m${unique
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '')
    .slice(0, 30)}`;
const offerPaths = ['preview', 'signers', 'document', 'mail-preview'] as const;
const offerActions = ['send', 'reminder', 'cancel'] as const;

export const OFFER_ROWS: MatrixRow[] = [
  {
    endpoint: 'GET /offer/v1/settings/',
    what: "the viewer's company's offer settings",
    request: () => ({ url: '/api/offer/v1/settings/' }),
    expect: { ...staffOnly(200), admin: 404 },
  },
  {
    endpoint: 'PUT /offer/v1/settings/',
    what: "Demo Company's offer settings (no limit)",
    request: (ctx) => ({
      url: '/api/offer/v1/settings/',
      body: { account_id: ctx.demoAccountId, max_open_offers: null, esignature_provider: 'builtin', link_days: 14 },
    }),
    passes: 200,
  },
  {
    endpoint: 'GET /offer/v1/offer-fields/',
    what: "the viewer's company's offer fields",
    request: () => ({ url: '/api/offer/v1/offer-fields/' }),
    expect: { ...staffOnly(200), admin: 404 },
  },
  {
    endpoint: 'POST /offer/v1/offer-fields/',
    what: 'an offer field for Demo Company',
    request: (ctx) => ({
      url: '/api/offer/v1/offer-fields/',
      body: { account_id: ctx.demoAccountId, ...field(fieldKey(ctx.unique())) },
    }),
    passes: 200,
  },
  {
    endpoint: 'PUT /offer/v1/offer-fields/{offerFieldId}/',
    what: 'an offer field that does not exist',
    request: () => ({ url: `/api/offer/v1/offer-fields/${MISSING_ID}/`, body: field('bonus') }),
    passes: 404,
  },
  {
    endpoint: 'DELETE /offer/v1/offer-fields/{offerFieldId}/',
    what: 'an offer field that does not exist',
    request: () => ({ url: `/api/offer/v1/offer-fields/${MISSING_ID}/` }),
    passes: 404,
  },
  {
    endpoint: 'GET /offer/v1/offer-letter-templates/',
    what: "the viewer's company's offer letter templates",
    request: () => ({ url: '/api/offer/v1/offer-letter-templates/' }),
    expect: { ...staffOnly(200), admin: 404 },
  },
  {
    endpoint: 'POST /offer/v1/offer-letter-templates/',
    what: 'an offer letter template for Demo Company',
    request: (ctx) => ({
      url: '/api/offer/v1/offer-letter-templates/',
      body: { account_id: ctx.demoAccountId, ...template(`Letter ${ctx.unique()}`) },
    }),
    passes: 200,
  },
  {
    endpoint: 'PUT /offer/v1/offer-letter-templates/{templateId}/',
    what: 'a template that does not exist',
    request: () => ({ url: `/api/offer/v1/offer-letter-templates/${MISSING_ID}/`, body: template('X') }),
    passes: 404,
  },
  {
    endpoint: 'DELETE /offer/v1/offer-letter-templates/{templateId}/',
    what: 'a template that does not exist',
    request: () => ({ url: `/api/offer/v1/offer-letter-templates/${MISSING_ID}/` }),
    passes: 404,
  },
  {
    endpoint: 'GET /offer/v1/applications/{userSmartreqId}/offers/',
    what: 'an application that does not exist',
    request: () => ({ url: `/api/offer/v1/applications/${MISSING_ID}/offers/` }),
    expect: staffOnly(404),
  },
  {
    endpoint: 'POST /offer/v1/offers/',
    what: 'an offer for an application that does not exist',
    request: () => ({
      url: '/api/offer/v1/offers/',
      body: { ...offerBody, user_smartreq_id: MISSING_ID, job_step_activity_id: MISSING_ID },
    }),
    passes: 404,
  },
  {
    endpoint: 'GET /offer/v1/offers/{offerUuid}/',
    what: 'an offer that does not exist',
    request: () => ({ url: `/api/offer/v1/offers/${MISSING_UUID}/` }),
    expect: staffOnly(404),
  },
  {
    endpoint: 'PUT /offer/v1/offers/{offerUuid}/',
    what: 'an offer that does not exist',
    request: () => ({ url: `/api/offer/v1/offers/${MISSING_UUID}/`, body: offerBody }),
    passes: 404,
  },
  {
    endpoint: 'DELETE /offer/v1/offers/{offerUuid}/',
    what: 'an offer that does not exist',
    request: () => ({ url: `/api/offer/v1/offers/${MISSING_UUID}/` }),
    passes: 404,
  },
  ...offerPaths.map((p): MatrixRow => ({
    endpoint: `GET /offer/v1/offers/{offerUuid}/${p}/`,
    what: 'an offer that does not exist',
    request: () => ({ url: `/api/offer/v1/offers/${MISSING_UUID}/${p}/` }),
    expect: staffOnly(404),
  })),
  {
    endpoint: 'GET /offer/v1/approvers/',
    what: "Demo Company's offer approval chain (D320)",
    request: (ctx) => ({ url: `/api/offer/v1/approvers/?account_id=${ctx.demoAccountId}` }),
    expect: settingsWrite,
  },
  {
    endpoint: 'PUT /offer/v1/approvers/',
    what: "Demo Company's offer approval chain, emptied (D320)",
    request: (ctx) => ({ url: '/api/offer/v1/approvers/', body: { account_id: ctx.demoAccountId, user_ids: [] } }),
    passes: 200,
  },
  {
    endpoint: 'GET /offer/v1/jobs/{jobId}/approvers/',
    what: "job 1's own offer approval chain (D429): its team reads it",
    request: () => ({ url: '/api/offer/v1/jobs/1/approvers/' }),
    expect: job1(200),
  },
  {
    endpoint: 'PUT /offer/v1/jobs/{jobId}/approvers/',
    what: "job 1's own offer approval chain, emptied (D429): company settings rights on its team",
    request: () => ({ url: '/api/offer/v1/jobs/1/approvers/', body: { user_ids: [] } }),
    passes: 200,
    except: { recruiter: 403, interviewer: 404, otherOwner: 404 },
  },
  {
    endpoint: 'POST /offer/v1/offers/{offerUuid}/approval-request/',
    what: 'an offer that does not exist',
    request: () => ({ url: `/api/offer/v1/offers/${MISSING_UUID}/approval-request/` }),
    passes: 404,
  },
  {
    endpoint: 'POST /offer/v1/offers/{offerUuid}/approval/',
    what: 'an offer that does not exist',
    request: () => ({
      url: `/api/offer/v1/offers/${MISSING_UUID}/approval/`,
      body: { decision: 'approve' },
    }),
    passes: 404,
  },
  ...offerActions.map((p): MatrixRow => ({
    endpoint: `POST /offer/v1/offers/{offerUuid}/${p}/`,
    what: 'an offer that does not exist',
    request: () => ({ url: `/api/offer/v1/offers/${MISSING_UUID}/${p}/` }),
    passes: 404,
  })),
  {
    endpoint: 'POST /offer/v1/offers/{offerUuid}/response/',
    what: 'an offer that does not exist',
    request: () => ({ url: `/api/offer/v1/offers/${MISSING_UUID}/response/`, body: { response: 'accepted' } }),
    passes: 404,
  },
  {
    endpoint: 'GET /offer/v1/sign/{offerUuid}/',
    what: 'an offer that does not exist',
    request: () => ({ url: `/api/offer/v1/sign/${MISSING_UUID}/` }),
    expect: signerOnly,
  },
  {
    endpoint: 'POST /offer/v1/sign/{offerUuid}/sign/',
    what: 'an offer that does not exist',
    request: () => ({
      url: `/api/offer/v1/sign/${MISSING_UUID}/sign/`,
      body: { document_sha256: '0'.repeat(64), signature: { kind: 'typed', name: 'X' } },
    }),
    passes: 404,
  },
  {
    endpoint: 'POST /offer/v1/sign/{offerUuid}/decline/',
    what: 'an offer that does not exist',
    request: () => ({ url: `/api/offer/v1/sign/${MISSING_UUID}/decline/`, body: {} }),
    passes: 404,
  },
  {
    endpoint: 'GET /offer/v1/my-offers/',
    what: "the signed-in user's offers to sign",
    request: () => ({ url: '/api/offer/v1/my-offers/' }),
    expect: { ...all(200), anonymous: 401 },
  },
];
