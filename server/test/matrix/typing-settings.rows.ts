/**
 * Matrix rows: a company's typing-test settings (decision D148). The owner and provider admins
 * manage them; the recruiter (requisition rights) reads them, as the plan editor does; the
 * interviewer and candidates get 403; another company's owner 404. typing-settings.test.ts has
 * the rest (deactivated people, provider passages, the other company's passages).
 */
import { all, type MatrixRow } from './matrix-kit.ts';

const manage = (status: number) => ({ ...all(403), anonymous: 401, owner: status, otherOwner: 404, admin: status });
const read = (status: number) => ({ ...manage(status), recruiter: status });
const NONE = 2_000_000_000;
const TEXT = 'Every order is packed with care, every label is checked twice, and parcels leave before noon.';

export const TYPING_SETTINGS_ROWS: MatrixRow[] = [
  {
    endpoint: 'GET /account/v1/typing-test-settings/',
    what: "Demo Company's typing-test defaults",
    request: (ctx) => ({ url: `/api/account/v1/typing-test-settings/?account_id=${ctx.demoAccountId}` }),
    expect: read(200),
  },
  {
    endpoint: 'PUT /account/v1/typing-test-settings/',
    what: "Demo Company's typing-test defaults, unchanged",
    request: (ctx) => ({
      url: '/api/account/v1/typing-test-settings/',
      body: { account_id: ctx.demoAccountId, duration_seconds: 60, min_net_wpm: null, min_accuracy: null },
    }),
    passes: 200,
  },
  {
    endpoint: 'GET /account/v1/typing-passages/',
    what: "Demo Company's typing passages",
    request: (ctx) => ({
      url: `/api/account/v1/typing-passages/?account_id=${ctx.demoAccountId}&search=a&ordering=-updated_at`,
    }),
    expect: read(200),
  },
  {
    endpoint: 'POST /account/v1/typing-passage/',
    what: 'a new typing passage for Demo Company',
    request: (ctx) => ({
      url: '/api/account/v1/typing-passage/',
      body: { account_id: ctx.demoAccountId, title: `Matrix ${ctx.unique()}`, language: 'en', text: TEXT },
    }),
    passes: 200,
  },
  {
    endpoint: 'PUT /account/v1/typing-passage/{id}/',
    what: 'an unknown passage',
    request: () => ({
      url: `/api/account/v1/typing-passage/${NONE}/`,
      body: { title: 'Matrix', language: 'en', text: TEXT },
    }),
    passes: 404,
  },
  {
    endpoint: 'POST /account/v1/typing-passage/{id}/archive/',
    what: 'an unknown passage',
    request: () => ({ url: `/api/account/v1/typing-passage/${NONE}/archive/`, body: { archived: true } }),
    passes: 404,
  },
];
