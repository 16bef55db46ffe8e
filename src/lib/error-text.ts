/**
 * Turns a failed call into the words the user sees (seed 000 section 8), in the current language.
 * Known error codes get our translated text; otherwise the server's message, then generic texts.
 * Call these at render time, so a language switch re-translates a message already on screen.
 */
import { plural, t } from '@lingui/core/macro';
import { CommonErrorCode as ErrorCode } from '../../contracts/common-error-codes.ts';
import { ApiError } from './api-client.ts';

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

/** The one-line message for any error: for an error summary or a notification. */
export function errorText(error: unknown): string {
  if (!(error instanceof ApiError)) return genericText();
  if (!error.hasResponse) return t`Error: Network Error`;
  switch (error.code) {
    case ErrorCode.invalidCredentials:
      return t`Incorrect Email or Password`;
    case ErrorCode.rateLimited:
      return rateLimitedText(error.retryAfterSeconds);
    case ErrorCode.emailExists:
      return emailExistsText();
    case ErrorCode.wrongCurrentPassword:
      return t`The current password you provided is incorrect.`;
    case ErrorCode.staffAccountErasure:
      return t`Staff accounts are removed by their company's administrator.`;
    case ErrorCode.exportExpired:
      return t`This archive has expired. Ask for a new one.`;
    case ErrorCode.invalidResetToken:
      return t`This password reset link is invalid or has expired. Please request a new one.`;
    case ErrorCode.validation:
      return t`Please check the highlighted fields`;
    case ErrorCode.unauthenticated:
    case ErrorCode.tokenExpired:
    case ErrorCode.invalidRefresh:
      return t`Your session has ended. Please sign in again.`;
    case ErrorCode.companySuspended:
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
  if (error.code === ErrorCode.emailExists) fields.email = emailExistsText();
  return fields;
}

/** Change password has its own two texts (seed 000 section 8): 400 means the current password was wrong. */
export function changePasswordErrorText(error: unknown): string {
  if (error instanceof ApiError && error.status === 400) {
    // A rejected new password is also a 400; pointing at the current password would mislead.
    if (error.code === ErrorCode.validation && error.errors?.length) return t`Please check the highlighted fields`;
    return t`The current password you provided is incorrect.`;
  }
  if (error instanceof ApiError && error.code === ErrorCode.rateLimited) return rateLimitedText(error.retryAfterSeconds);
  return t`Something went wrong, please try again.`;
}
