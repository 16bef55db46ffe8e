/**
 * Matrix rows: the terms of use and privacy policy. Anyone reads them; any signed-in user reads
 * and records their own acceptance; only provider admins add and publish versions; a company's
 * privacy notice is for its staff with company settings access and provider admins (another
 * company's owner 404). Versions, acceptance and notices in detail: server/modules/legal/legal.test.ts.
 */
import { all, type MatrixRow } from './matrix-kit.ts';

const adminOnly = (status: number) => ({ ...all(403), anonymous: 401, admin: status });
const signedIn = (status: number) => ({ ...all(status), anonymous: 401 });
const manage = (status: number) => ({ ...all(403), anonymous: 401, owner: status, otherOwner: 404, admin: status });

export const LEGAL_ROWS: MatrixRow[] = [
  {
    endpoint: 'GET /legal/v1/{document}/',
    what: 'the current terms of use',
    request: () => ({ url: '/api/legal/v1/terms/?lang=es' }),
    expect: all(200),
  },
  {
    endpoint: 'GET /legal/v1/pending/',
    what: 'my versions to accept',
    request: () => ({ url: '/api/legal/v1/pending/' }),
    expect: signedIn(200),
  },
  {
    endpoint: 'POST /legal/v1/accept/',
    what: 'accepting the current privacy policy',
    request: () => ({ url: '/api/legal/v1/accept/', body: { versions: [{ document: 'privacy', version: 1 }] } }),
    passes: 200,
  },
  {
    endpoint: 'GET /admin/v1/legal-documents/',
    what: 'every version',
    request: () => ({ url: '/api/admin/v1/legal-documents/' }),
    expect: adminOnly(200),
  },
  {
    endpoint: 'POST /admin/v1/legal-documents/',
    what: 'a draft of the next terms version',
    request: () => ({
      url: '/api/admin/v1/legal-documents/',
      body: {
        document: 'terms',
        effective_on: '2030-01-01',
        body_en: 'Draft terms.',
        body_es: '',
        body_fr: '',
        publish: false,
      },
    }),
    passes: 200,
  },
  {
    endpoint: 'POST /admin/v1/legal-documents/{id}/publish/',
    what: 'a version that does not exist',
    request: () => ({ url: '/api/admin/v1/legal-documents/999999/publish/' }),
    passes: 404,
  },
  {
    endpoint: 'GET /account/v1/{id}/privacy-notice/',
    what: "Demo Company's privacy notice",
    request: (ctx) => ({ url: `/api/account/v1/${ctx.demoAccountId}/privacy-notice/` }),
    expect: manage(200),
  },
  {
    endpoint: 'PUT /account/v1/{id}/privacy-notice/',
    what: "Demo Company's privacy notice",
    request: (ctx) => ({
      url: `/api/account/v1/${ctx.demoAccountId}/privacy-notice/`,
      body: { body: 'Demo Company keeps applications for two years.' },
    }),
    passes: 200,
  },
];
