/**
 * Error codes of account security (D205), kept out of the ErrorCode object every candidate screen
 * loads: the server throws them, the browser matches them as literals (hasCode).
 */
export const AccountSecurityErrorCode = {
  /** The new password is on the common and leaked password lists. */
  passwordTooCommon: 'password_too_common',
  /** A scorecard share named someone outside the company and the domains it allows. */
  shareRecipientNotAllowed: 'share_recipient_not_allowed',
  /** The request changes how the person signs in and came without a step-up proof (D262). */
  stepUpRequired: 'step_up_required',
  /** The step-up proof was wrong: a wrong password, a used or wrong code, a passkey that did not verify. */
  stepUpInvalid: 'step_up_invalid',
} as const;
export type AccountSecurityErrorCodeValue = (typeof AccountSecurityErrorCode)[keyof typeof AccountSecurityErrorCode];
