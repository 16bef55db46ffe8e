/**
 * Matrix rows: signing in, signing up, signing out and the password, under /auth/v1/. Most are
 * public and answer alike to everyone; the current user needs a session. Sign-in in detail:
 * server/modules/auth/auth.test.ts.
 */
import { all, type MatrixRow } from './matrix-kit.ts';

export const AUTH_ROWS: MatrixRow[] = [
  {
    endpoint: 'GET /auth/v1/',
    what: 'current user',
    request: () => ({ url: '/api/auth/v1/' }),
    expect: { ...all(200), anonymous: 401 },
  },
  {
    endpoint: 'POST /auth/v1/login/',
    what: 'sign in is public',
    request: () => ({ url: '/api/auth/v1/login/', body: { email: 'admin@assay.test', password: 'Assay-demo-1' } }),
    passes: 200,
  },
  {
    endpoint: 'POST /auth/v1/create/',
    what: 'account creation is public',
    request: (ctx) => ({
      url: '/api/auth/v1/create/',
      body: {
        first_name: 'Matrix',
        last_name: 'Row',
        email: `${ctx.unique()}@matrix.test`,
        password: 'Matrix-row-1',
        password_confirmation: 'Matrix-row-1',
      },
    }),
    passes: 202,
  },
  {
    endpoint: 'POST /auth/v1/create/confirm/',
    what: 'finishing a sign-up is public (a code no sign-up holds is refused alike for everyone)',
    request: (ctx) => ({
      url: '/api/auth/v1/create/confirm/',
      body: { email: `${ctx.unique()}@matrix.test`, code: '123456' },
    }),
    passes: 400,
  },
  {
    endpoint: 'POST /auth/v1/logout/',
    what: "sign out is public (sent without the actor's token, which it would sign out, D322)",
    request: () => ({ url: '/api/auth/v1/logout/', body: {}, headers: { authorization: '' } }),
    passes: 200,
  },
  {
    endpoint: 'POST /auth/v1/forgot-password/',
    what: 'reset request is public and answers the same',
    request: () => ({ url: '/api/auth/v1/forgot-password/', body: { email: 'nobody@matrix.test' } }),
    passes: 200,
  },
  {
    endpoint: 'POST /auth/v1/token-refresh/',
    what: 'refresh needs a refresh token, whoever asks',
    request: () => ({ url: '/api/auth/v1/token-refresh/', body: { refresh: 'not-a-token' } }),
    passes: 401,
  },
  {
    endpoint: 'PUT /auth/v1/reset-password/',
    what: 'reset needs a valid mailed token, whoever asks',
    request: () => ({
      url: '/api/auth/v1/reset-password/',
      body: {
        uid: '00000000-0000-0000-0000-000000000000',
        token: 'nope',
        password: 'Matrix-row-1',
        password_confirmation: 'Matrix-row-1',
      },
    }),
    passes: 400,
  },
  {
    endpoint: 'PUT /auth/v1/change-password/{userId}/',
    what: "the candidate's password (wrong current password given)",
    request: (ctx) => ({
      url: `/api/auth/v1/change-password/${ctx.userId.candidate}/`,
      body: { current_password: 'Wrong-pass-1!', password: 'Matrix-row-1', password_confirmation: 'Matrix-row-1' },
    }),
    passes: 403,
    except: { candidate: 400 },
  },
];
