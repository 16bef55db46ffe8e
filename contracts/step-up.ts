/**
 * Step-up (D262, as GitHub's sudo mode): what changes how a person signs in (a second factor
 * added or removed, new recovery codes, the password or the sign-in email, other sessions ended)
 * carries with that very request a proof that the person at the keyboard is the account's owner.
 * An access token alone never suffices, however fresh: a stolen one must not become an account.
 * Its refusals: step_up_required and step_up_invalid (contracts/account-security-codes.ts).
 */
import * as z from 'zod/mini';
import { PasskeyResponseSchema } from './passkey-response.ts';

/** One of these, whichever the person has: each is checked, counted and audited by the server. */
export const StepUpProofSchema = z.object({
  /** The current password. */
  password: z.optional(z.string().check(z.minLength(1), z.maxLength(256))),
  /** A current code from the authenticator app. */
  code: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(20))),
  /** An unused recovery code (it is used up). */
  recovery_code: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(40))),
  /** A passkey's answer, with user verification, to the challenge of POST /auth/v1/step-up/passkey-options/. */
  passkey: z.optional(
    z.object({ challenge: z.string().check(z.minLength(1), z.maxLength(4000)), response: PasskeyResponseSchema }),
  ),
  /**
   * A fresh sign-in at the identity provider of the person's company (D286), for whoever signs in
   * there: the ID token the provider sent for the nonce of POST /auth/v1/step-up/sso-options/
   * (asked with max_age=0 and prompt=login), with that call's challenge.
   */
  sso: z.optional(
    z.object({
      challenge: z.string().check(z.minLength(1), z.maxLength(4000)),
      id_token: z.string().check(z.minLength(1), z.maxLength(20_000)),
    }),
  ),
});
export type StepUpProof = z.infer<typeof StepUpProofSchema>;

/**
 * The body of a request that needs a step-up. Optional, and `proof` in it too, so a request
 * without one (a DELETE sent bare) answers 403 step_up_required, not a validation error.
 */
export const StepUpBody = z.optional(z.nullable(z.object({ proof: z.optional(StepUpProofSchema) })));
export type StepUp = z.infer<typeof StepUpBody>;
