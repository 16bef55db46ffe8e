/**
 * Matrix rows: what a company asks applicants before an offer about date of birth and gender
 * (D267). Read and set by those with company settings access (the owner) and provider admins; the
 * company's other staff and candidates get 403, another company's owner 404. The write saves
 * Demo Company's seeded setting (the spec's rule) again.
 */
import { all, type MatrixRow } from './matrix-kit.ts';

const settingsOnly = { ...all(403), anonymous: 401, owner: 200, otherOwner: 404, admin: 200 };

export const APPLICANT_QUESTIONS_ROWS: MatrixRow[] = [
  {
    endpoint: 'GET /account/v1/{id}/applicant-questions/',
    what: 'what Demo Company asks applicants about date of birth and gender',
    request: (ctx) => ({ url: `/api/account/v1/${ctx.demoAccountId}/applicant-questions/` }),
    expect: settingsOnly,
  },
  {
    endpoint: 'PUT /account/v1/{id}/applicant-questions/',
    what: "what Demo Company asks applicants, saved as seeded (the spec's rule)",
    request: (ctx) => ({
      url: `/api/account/v1/${ctx.demoAccountId}/applicant-questions/`,
      body: { dob: 'required', gender: 'required' },
    }),
    passes: 200,
  },
];
