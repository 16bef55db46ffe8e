/**
 * Matrix rows: two-factor sign-in (D204). A person's own factors are theirs alone (signed-in,
 * own); the company's requirement and an admin's reset are company-settings. Rows change nobody
 * who signs in: a code that cannot be right, a challenge that is not one, a passkey that is not
 * there, and a reset aimed at a candidate (nobody's staff: 404). Adding a factor without a step-up
 * proof is refused to everyone signed in (403 step_up_required, D262). The passwordless sign-in (D212)
 * is public: anyone may ask for a challenge, and an answer to a challenge never issued signs nobody in.
 */
import { all, DEMO_PROOF, type MatrixRow } from './matrix-kit.ts';

const signedIn = (status: number) => ({ ...all(status), anonymous: 401 });
const manage = (status: number) => ({ ...all(403), anonymous: 401, owner: status, otherOwner: 404, admin: status });

export const SECOND_FACTOR_ROWS: MatrixRow[] = [
  {
    endpoint: 'POST /auth/v1/login/second-factor/',
    what: 'the second step needs a signed challenge, whoever asks',
    request: () => ({
      url: '/api/auth/v1/login/second-factor/',
      body: { challenge: 'not-a-challenge', code: '123456' },
    }),
    passes: 401,
  },
  {
    endpoint: 'POST /auth/v1/login/passkey/options/',
    what: 'a passwordless sign-in challenge, whoever asks',
    request: () => ({ url: '/api/auth/v1/login/passkey/options/' }),
    passes: 200,
  },
  {
    endpoint: 'POST /auth/v1/login/passkey/',
    what: 'a passkey answer to a challenge nobody issued',
    request: () => ({
      url: '/api/auth/v1/login/passkey/',
      body: {
        challenge: 'not-a-challenge',
        passkey: {
          id: 'AA',
          rawId: 'AA',
          type: 'public-key',
          response: { clientDataJSON: 'AA', authenticatorData: 'AA', signature: 'AA' },
        },
      },
    }),
    passes: 401,
  },
  {
    endpoint: 'GET /auth/v1/second-factor/',
    what: "one's own second factors",
    request: () => ({ url: '/api/auth/v1/second-factor/' }),
    expect: signedIn(200),
  },
  {
    endpoint: 'POST /auth/v1/second-factor/totp/',
    what: 'starting an authenticator app with the access token alone (no step-up proof)',
    request: () => ({ url: '/api/auth/v1/second-factor/totp/', body: {} }),
    passes: 403,
  },
  {
    endpoint: 'PUT /auth/v1/second-factor/totp/',
    what: 'confirming with a code that cannot be right',
    request: () => ({ url: '/api/auth/v1/second-factor/totp/', body: { code: 'abcdef' } }),
    passes: 400,
  },
  {
    endpoint: 'DELETE /auth/v1/second-factor/totp/',
    what: 'removing an app nobody confirmed, with the access token alone: the proof first (D408)',
    request: () => ({ url: '/api/auth/v1/second-factor/totp/' }),
    passes: 403,
  },
  {
    endpoint: 'POST /auth/v1/second-factor/passkeys/options/',
    what: "options for one's own passkey with the access token alone (no step-up proof)",
    request: () => ({ url: '/api/auth/v1/second-factor/passkeys/options/', body: {} }),
    passes: 403,
  },
  {
    endpoint: 'POST /auth/v1/second-factor/passkeys/',
    what: 'registering with a challenge that is not one',
    request: () => ({
      url: '/api/auth/v1/second-factor/passkeys/',
      body: {
        name: 'Matrix',
        challenge: 'not-a-challenge',
        response: {
          id: 'AA',
          rawId: 'AA',
          type: 'public-key',
          response: { clientDataJSON: 'AA', attestationObject: 'AA' },
        },
      },
    }),
    passes: 401,
  },
  {
    endpoint: 'DELETE /auth/v1/second-factor/passkeys/{passkeyId}/',
    what: 'a passkey that belongs to nobody, with the access token alone: the proof first (D408)',
    request: () => ({ url: '/api/auth/v1/second-factor/passkeys/999999/' }),
    passes: 403,
  },
  {
    endpoint: 'POST /auth/v1/second-factor/recovery-codes/',
    what: 'new recovery codes with the access token alone: the proof before the factor (D408)',
    request: () => ({ url: '/api/auth/v1/second-factor/recovery-codes/' }),
    passes: 403,
  },
  {
    endpoint: 'POST /auth/v1/step-up/passkey-options/',
    what: 'a step-up challenge for passkeys nobody here has',
    request: () => ({ url: '/api/auth/v1/step-up/passkey-options/' }),
    passes: 404,
  },
  {
    endpoint: 'POST /auth/v1/step-up/sso-options/',
    what: 'a step-up at an identity provider nobody here signs in through (D286)',
    request: () => ({ url: '/api/auth/v1/step-up/sso-options/' }),
    passes: 404,
  },
  {
    endpoint: 'GET /account/v1/{id}/second-factor-policy/',
    what: "Demo Company's second-factor requirement",
    request: (ctx) => ({ url: `/api/account/v1/${ctx.demoAccountId}/second-factor-policy/` }),
    expect: manage(200),
  },
  {
    endpoint: 'PUT /account/v1/{id}/second-factor-policy/',
    what: "Demo Company's requirement with the access token alone (no step-up proof, D262)",
    request: (ctx) => ({
      url: `/api/account/v1/${ctx.demoAccountId}/second-factor-policy/`,
      body: { require_second_factor: false },
    }),
    passes: 403,
  },
  {
    endpoint: 'PUT /account/v1/{id}/second-factor-policy/',
    what: "Demo Company's requirement, saved unchanged (off), with each caller's own password as the proof",
    request: (ctx) => ({
      url: `/api/account/v1/${ctx.demoAccountId}/second-factor-policy/`,
      body: { require_second_factor: false, proof: DEMO_PROOF },
    }),
    passes: 200,
  },
  {
    endpoint: 'DELETE /account/v1/{id}/users/{userId}/second-factor/',
    what: "a reset aimed at a candidate, nobody's staff, with each caller's own password as the proof (D423)",
    request: (ctx) => ({
      url: `/api/account/v1/${ctx.demoAccountId}/users/${ctx.userId.candidate}/second-factor/`,
      body: { proof: DEMO_PROOF },
    }),
    passes: 404,
  },
];
