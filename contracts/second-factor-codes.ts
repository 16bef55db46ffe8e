/**
 * Two-factor sign-in error codes (D204). Kept out of `ErrorCode`, whose module every page loads:
 * only the server and the two-factor screens (src/features/two-factor/second-factor-texts.ts) use them.
 */

export const SecondFactorErrorCode = {
  /** The code (authenticator app or recovery code) is wrong, or was already used. */
  secondFactorInvalid: 'second_factor_invalid',
  /** The passkey could not be verified (another site's, an unknown one, a replayed answer). */
  passkeyInvalid: 'passkey_invalid',
  /** The sign-in step expired or is not valid: sign in again with the password. */
  secondFactorExpired: 'second_factor_expired',
  /** The person already has an authenticator app: remove it before enrolling another. */
  secondFactorAlreadyEnrolled: 'second_factor_already_enrolled',
  /** Passwordless sign-in: no account here has this passkey (or its owner can no longer sign in). */
  passkeyUnknown: 'passkey_unknown',
  /** Passwordless sign-in: the challenge expired or was already answered; ask for a new one. */
  passkeySignInExpired: 'passkey_sign_in_expired',
  /** This session must add a second factor before staff pages answer. */
  secondFactorSetupRequired: 'second_factor_setup_required',
} as const;
