/**
 * Passwordless sign-in with a passkey (D212): the sign-in page asks for a challenge, the browser
 * signs it with a discoverable passkey, and the answer alone signs the person in (a passkey with
 * user verification counts as both factors). Its own file, so the sign-in page's lazy passkey code
 * carries only these two routes.
 */
import * as z from 'zod/mini';
import { defineEndpoint } from './endpoint.ts';
import { SessionResponse } from './auth.ts';
import { PasskeyResponseSchema } from './second-factor.ts';

export const PasskeySignInOptionsSchema = z.object({
  /** Options for navigator.credentials.get (opaque to the client: passed to @simplewebauthn/browser). */
  options: z.record(z.string(), z.unknown()),
});

export const PasskeySignInBody = z.object({
  /** The challenge of the options this answer signs (options.challenge). */
  challenge: z.string().check(z.minLength(1), z.maxLength(200)),
  passkey: PasskeyResponseSchema,
});
export type PasskeySignIn = z.infer<typeof PasskeySignInBody>;

export const passkeySignInOptions = defineEndpoint({
  method: 'POST',
  path: '/auth/v1/login/passkey/options/',
  access: 'public',
  summary: 'WebAuthn options for signing in with a passkey alone; the challenge works once and for two minutes',
  response: PasskeySignInOptionsSchema,
});

export const passkeySignIn = defineEndpoint({
  method: 'POST',
  path: '/auth/v1/login/passkey/',
  access: 'public',
  summary:
    "Signs in with a passkey's answer alone (user verification required); sets the refresh cookie as the password sign-in does",
  body: PasskeySignInBody,
  response: SessionResponse,
});
