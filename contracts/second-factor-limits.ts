/** Two-factor sign-in's limits (D204). */

/** How many recovery codes a person gets at a time. */
export const RECOVERY_CODE_COUNT = 10;
/** How long the step between the password and the second factor lasts. */
export const SECOND_FACTOR_CHALLENGE_SECONDS = 300;
export const MAX_PASSKEY_NAME = 60;
/** How long a passwordless sign-in's challenge may be answered (D212). */
export const PASSKEY_SIGN_IN_SECONDS = 120;
