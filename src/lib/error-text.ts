/**
 * Turns a failed call into the words the user sees (seed 000 section 8), in the current language.
 * Known error codes get our translated text; otherwise the server's message, then generic texts.
 * Call these at render time, so a language switch re-translates a message already on screen.
 */
import { plural, t } from '@lingui/core/macro';
// The codes as literals, checked against the union: the `ErrorCode` object is kept whole wherever
// it is imported, and it holds every staff family's codes (docs/benchmarks.md, "Shell pass").
import type { ErrorCodeValue } from '../../contracts/error-codes.ts';
import { ApiError } from './api-client.ts';

const codeOf = (error: ApiError) => error.code as ErrorCodeValue | undefined;

/** Whether the call failed with this code: a literal checked against the union, so no code object loads. */
export const hasCode = (error: unknown, code: ErrorCodeValue): boolean =>
  error instanceof ApiError && error.code === code;

function genericText(): string {
  return t`An error occurred please try again`;
}

function rateLimitedText(seconds: number | undefined): string {
  if (!seconds) return t`Too many attempts. Please wait a moment and try again.`;
  return plural(seconds, {
    one: 'Too many attempts. Please wait # second and try again.',
    other: 'Too many attempts. Please wait # seconds and try again.',
  });
}

export function emailExistsText(): string {
  return t`An account with this email address already exists. Sign in instead, or reset your password.`;
}

export function signUpCodeText(): string {
  return t`That code is not right or has expired. Check the email or ask for a new code.`;
}

/** The one-line message for any error: for an error summary or a notification. */
export function errorText(error: unknown): string {
  if (!(error instanceof ApiError)) return genericText();
  if (!error.hasResponse) return t`Error: Network Error`;
  switch (codeOf(error)) {
    case 'invalid_credentials':
      return t`Incorrect Email or Password`;
    case 'rate_limited':
      return rateLimitedText(error.retryAfterSeconds);
    case 'email_exists':
      return emailExistsText();
    case 'wrong_current_password':
      return t`The current password you provided is incorrect.`;
    case 'staff_account_erasure':
      return t`Staff accounts are removed by their company's administrator.`;
    case 'export_expired':
      return t`This archive has expired. Ask for a new one.`;
    case 'invalid_reset_token':
      return t`This password reset link is invalid or has expired. Please request a new one.`;
    case 'invalid_sign_up_code':
      return signUpCodeText();
    case 'validation_error':
      return t`Please check the highlighted fields`;
    case 'unauthenticated':
    case 'token_expired':
    case 'invalid_refresh_token':
      return t`Your session has ended. Please sign in again.`;
    case 'company_suspended':
      // 403 answers a sign-in by the company's staff; 409 a candidate applying to one of its positions.
      return error.status === 403
        ? t`Your company's access to Assay is suspended. Please contact your company's administrator.`
        : t`This company is not taking applications on Assay at the moment. Please try again later or contact the company.`;
  }
  // A 5xx message is never meant for users, whatever it says; its reference finds it in the logs.
  if (error.status !== undefined && error.status >= 500) {
    const reference = error.requestId?.slice(0, 8);
    return reference ? `${genericText()} (${t`reference ${reference}`})` : genericText();
  }
  return error.serverMessage || genericText();
}

/** Messages per field from the server's `errors: [{prop, message}]`; the first message per field wins. */
export function fieldErrorTexts(error: unknown): Record<string, string> {
  const fields: Record<string, string> = {};
  if (!(error instanceof ApiError)) return fields;
  for (const item of error.errors ?? []) {
    if (item.prop && !(item.prop in fields)) fields[item.prop] = item.message;
  }
  if (codeOf(error) === 'email_exists') fields.email = emailExistsText();
  if (codeOf(error) === 'invalid_sign_up_code') fields.code = signUpCodeText();
  return fields;
}

/** Change password has its own two texts (seed 000 section 8): 400 means the current password was wrong. */
export function changePasswordErrorText(error: unknown): string {
  if (error instanceof ApiError && error.status === 400) {
    // A rejected new password is also a 400; pointing at the current password would mislead.
    if (codeOf(error) === 'validation_error' && error.errors?.length) return t`Please check the highlighted fields`;
    return t`The current password you provided is incorrect.`;
  }
  if (error instanceof ApiError && codeOf(error) === 'rate_limited') return rateLimitedText(error.retryAfterSeconds);
  return t`Something went wrong, please try again.`;
}
