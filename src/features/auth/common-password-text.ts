/**
 * The reason the server refuses a password on its list of common and leaked passwords (D205),
 * in the auth forms' own catalog: only the forms that set a password show it.
 */
import { t } from '@lingui/core/macro';
import { hasCode } from '../../lib/error-text.ts';

export function commonPasswordText(): string {
  return t`This password is too common: it appears in lists of leaked passwords or is close to one. Choose a less predictable one.`;
}

export const isCommonPasswordError = (error: unknown): boolean => hasCode(error, 'password_too_common');
