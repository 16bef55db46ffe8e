/**
 * Two-factor sign-in (D204): an authenticator app (RFC 6238 codes), passkeys
 * (WebAuthn) and recovery codes; the sign-in's second step; a company's requirement; an admin's reset.
 */
import * as z from 'zod/mini';
import { defineEndpoint, OkSchema } from './endpoint.ts';
import { SessionResponse, type LoginResult } from './auth.ts';
import { StaffUserParams } from './staff-users.ts';
import { AccountIdParams } from './account.ts';
import { MAX_PASSKEY_NAME } from './second-factor-limits.ts';
import { PasskeyResponseSchema } from './passkey-response.ts';
import { StepUpBody, StepUpProofSchema } from './step-up.ts';

export { PasskeyResponseSchema, type PasskeyResponse } from './passkey-response.ts';

const challenge = z.string().check(z.minLength(1), z.maxLength(4000));

/** Options for navigator.credentials (opaque to the client: passed to @simplewebauthn/browser). */
const WebAuthnOptions = z.record(z.string(), z.unknown());

export const SECOND_FACTOR_METHODS = ['totp', 'passkey', 'recovery_code'] as const;
export type SecondFactorMethod = (typeof SECOND_FACTOR_METHODS)[number];

/** The password was right and the account has a second factor: no session yet, this step instead. */
export type SecondFactorStep = Extract<LoginResult, { second_factor: unknown }>;

export const SecondFactorSignInBody = z.object({
  challenge,
  code: z.optional(z.string().check(z.trim(), z.maxLength(40))),
  recovery_code: z.optional(z.string().check(z.trim(), z.maxLength(40))),
  passkey: z.optional(PasskeyResponseSchema),
});
export type SecondFactorSignIn = z.infer<typeof SecondFactorSignInBody>;

export const PasskeySchema = z.object({
  passkey_id: z.number(),
  name: z.string(),
  created_at: z.string(),
  last_used_at: z.nullable(z.string()),
});
export type Passkey = z.infer<typeof PasskeySchema>;

export const SecondFactorStatusSchema = z.object({
  totp: z.boolean(),
  passkeys: z.array(PasskeySchema),
  recovery_codes_left: z.number(),
  /** Whether the account has a password (a step-up may ask for it, D262). */
  has_password: z.boolean(),
  /** Whether the person signs in through their company's identity provider, which a step-up may ask (D286). */
  signs_in_with_sso: z.boolean(),
  /** The person's company (or being a provider admin) requires a second factor. */
  required: z.boolean(),
});
export type SecondFactorStatus = z.infer<typeof SecondFactorStatusSchema>;

export const TotpEnrolmentSchema = z.object({
  secret: z.string(),
  otpauth_uri: z.string(),
  /** The otpauth URI as an SVG QR code. */
  qr_svg: z.string(),
});

export const CodeBody = z.object({ code: z.string().check(z.trim(), z.minLength(1), z.maxLength(20)) });

/** What enrolling a factor answers: recovery codes the first time (shown once), else null. */
export const EnrolledSchema = z.object({ recovery_codes: z.nullable(z.array(z.string())) });

export const PasskeyRegistrationOptionsSchema = z.object({ challenge: z.string(), options: WebAuthnOptions });
export const RegisterPasskeyBody = z.object({
  name: z.string().check(z.trim(), z.minLength(1), z.maxLength(MAX_PASSKEY_NAME)),
  challenge,
  response: PasskeyResponseSchema,
});
export const PasskeyIdParams = z.object({ passkeyId: z.coerce.number().check(z.int(), z.positive()) });

export const SecondFactorPolicySchema = z.object({ require_second_factor: z.boolean() });

export const secondFactorSignIn = defineEndpoint({
  method: 'POST',
  path: '/auth/v1/login/second-factor/',
  access: 'public',
  summary:
    "Sign-in's second step: the challenge from the password step with an app code, a recovery code or a passkey; sets the refresh cookie",
  body: SecondFactorSignInBody,
  response: SessionResponse,
});

export const secondFactorStatus = defineEndpoint({
  method: 'GET',
  path: '/auth/v1/second-factor/',
  access: 'signed-in',
  summary: "The signed-in person's second factors: app, passkeys, recovery codes left",
  response: SecondFactorStatusSchema,
});

export const startTotp = defineEndpoint({
  method: 'POST',
  path: '/auth/v1/second-factor/totp/',
  access: 'signed-in',
  summary:
    'Starts enrolling an authenticator app: a new secret and its QR code; needs a step-up proof (403 step_up_required, D262); 409 when one is enrolled',
  body: StepUpBody,
  response: TotpEnrolmentSchema,
});

export const confirmTotp = defineEndpoint({
  method: 'PUT',
  path: '/auth/v1/second-factor/totp/',
  access: 'signed-in',
  summary: "Confirms the app with its first code; ends the person's other sessions",
  body: CodeBody,
  response: EnrolledSchema,
});

export const removeTotp = defineEndpoint({
  method: 'DELETE',
  path: '/auth/v1/second-factor/totp/',
  access: 'signed-in',
  summary: "Removes the authenticator app with a step-up proof (D262); ends the person's other sessions",
  body: StepUpBody,
  response: OkSchema,
});

export const passkeyRegistrationOptions = defineEndpoint({
  method: 'POST',
  path: '/auth/v1/second-factor/passkeys/options/',
  access: 'signed-in',
  summary:
    'WebAuthn registration options and the signed challenge that ties them to the registration; needs a step-up proof (D262), so the registration does too',
  body: StepUpBody,
  response: PasskeyRegistrationOptionsSchema,
});

export const registerPasskey = defineEndpoint({
  method: 'POST',
  path: '/auth/v1/second-factor/passkeys/',
  access: 'signed-in',
  summary: "Registers a named passkey; ends the person's other sessions",
  body: RegisterPasskeyBody,
  response: EnrolledSchema,
});

export const removePasskey = defineEndpoint({
  method: 'DELETE',
  path: '/auth/v1/second-factor/passkeys/{passkeyId}/',
  access: 'signed-in',
  summary: "Removes one of the person's own passkeys with a step-up proof (D262); ends their other sessions",
  params: PasskeyIdParams,
  body: StepUpBody,
  response: OkSchema,
});

export const newRecoveryCodes = defineEndpoint({
  method: 'POST',
  path: '/auth/v1/second-factor/recovery-codes/',
  access: 'signed-in',
  summary: 'Replaces the recovery codes (shown once) with a step-up proof (D262); needs a second factor enrolled',
  body: StepUpBody,
  response: EnrolledSchema,
});

export const stepUpPasskeyOptions = defineEndpoint({
  method: 'POST',
  path: '/auth/v1/step-up/passkey-options/',
  access: 'signed-in',
  summary:
    "WebAuthn options (user verification required) over the person's own passkeys and the signed challenge a step-up proof answers (D262); 404 without a passkey",
  response: PasskeyRegistrationOptionsSchema,
});

/** What the browser needs to ask the person's identity provider for a fresh sign-in (D286). */
export const StepUpSsoOptionsSchema = z.object({
  /** Signed: names the person and the nonce; sent back with the ID token. */
  challenge: z.string(),
  /** For the provider's ID token (one use). */
  nonce: z.string(),
  issuer: z.string(),
  client_id: z.string(),
});
export type StepUpSsoOptions = z.infer<typeof StepUpSsoOptionsSchema>;

export const stepUpSsoOptions = defineEndpoint({
  method: 'POST',
  path: '/auth/v1/step-up/sso-options/',
  access: 'signed-in',
  summary:
    "The identity provider of the person's company and a signed challenge with a one-use nonce, for a step-up proof by signing in there afresh (max_age=0, D286); 404 when the person does not sign in through one",
  response: StepUpSsoOptionsSchema,
});

export const secondFactorPolicy = defineEndpoint({
  method: 'GET',
  path: '/account/v1/{id}/second-factor-policy/',
  access: 'company-settings',
  companyParam: 'id',
  summary: 'Whether the company requires a second factor of its staff',
  params: AccountIdParams,
  response: SecondFactorPolicySchema,
});

export const saveSecondFactorPolicy = defineEndpoint({
  method: 'PUT',
  path: '/account/v1/{id}/second-factor-policy/',
  access: 'company-settings',
  companyParam: 'id',
  summary:
    "Requires (or stops requiring) a second factor of the company staff signing in with a password; the saver's own step-up proof with the request (403 step_up_required, step_up_invalid, D262)",
  params: AccountIdParams,
  body: z.object({ require_second_factor: z.boolean(), proof: z.optional(StepUpProofSchema) }),
  response: SecondFactorPolicySchema,
});

export const resetStaffSecondFactor = defineEndpoint({
  method: 'DELETE',
  path: '/account/v1/{id}/users/{userId}/second-factor/',
  access: 'company-settings',
  companyParam: 'id',
  summary:
    "Removes a staff user's second factors (a lost device) and ends every session of theirs; the admin's own step-up proof with the request (D272)",
  params: StaffUserParams,
  body: StepUpBody,
  response: OkSchema,
});

export const secondFactorEndpoints = [
  secondFactorSignIn,
  secondFactorStatus,
  startTotp,
  confirmTotp,
  removeTotp,
  passkeyRegistrationOptions,
  registerPasskey,
  removePasskey,
  newRecoveryCodes,
  stepUpPasskeyOptions,
  stepUpSsoOptions,
  secondFactorPolicy,
  saveSecondFactorPolicy,
  resetStaffSecondFactor,
];
