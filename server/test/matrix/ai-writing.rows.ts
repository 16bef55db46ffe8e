/**
 * Matrix rows: writing help. Any company staff role (and provider admins) may ask; candidates get
 * 403, nobody signed in 401. The matrix app has no AI_BASE_URL, so staff get the clear 503.
 */
import { type MatrixRow, staffOnly } from './matrix-kit.ts';

export const AI_WRITING_ROWS: MatrixRow[] = [
  {
    endpoint: 'GET /ai-writing/v1/status/',
    what: 'whether writing help is set up',
    request: () => ({ url: '/api/ai-writing/v1/status/' }),
    expect: staffOnly(200),
  },
  {
    endpoint: 'POST /ai-writing/v1/suggestions/',
    what: 'a suggestion, with no endpoint set up',
    request: () => ({
      url: '/api/ai-writing/v1/suggestions/',
      body: { action: 'rephrase', text: 'We are hiring.', language: 'en' },
    }),
    passes: 503,
  },
];
