/**
 * The checks each sign-in form runs before calling the server, returning the message per field in
 * the current language. They run at render time on the values of the last submit.
 */
import { t } from '@lingui/core/macro';
import { MIN_NAME_LENGTH, isPasswordValid } from '../../../contracts/password-rule.ts';

export type FieldProblems<F extends string> = Partial<Record<F, string>>;

// Deliberately loose: the server has the final word, this only catches typing slips.
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function emailProblem(email: string): string | undefined {
  if (!email.trim()) return t`Enter your email address`;
  if (!EMAIL_SHAPE.test(email.trim())) return t`Enter an email address in the correct format, like name@example.com`;
  return undefined;
}

export function validateLogin(values: { email: string; password: string }): FieldProblems<'email' | 'password'> {
  return {
    email: emailProblem(values.email),
    password: values.password ? undefined : t`Enter your password`,
  };
}

/** New password and its confirmation, for create account, reset and change password. */
export function validateNewPassword(values: {
  password: string;
  password_confirmation: string;
}): FieldProblems<'password' | 'password_confirmation'> {
  let confirmation: string | undefined;
  if (!values.password_confirmation) confirmation = t`Confirm your password`;
  else if (values.password_confirmation !== values.password) confirmation = t`Passwords must match`;
  return {
    password: isPasswordValid(values.password)
      ? undefined
      : t`Password must have at least 8 characters, an uppercase letter, a number and a special character`,
    password_confirmation: confirmation,
  };
}

export function validateCreateAccount(values: {
  first_name: string;
  last_name: string;
  email: string;
  password: string;
  password_confirmation: string;
}): FieldProblems<'first_name' | 'last_name' | 'email' | 'password' | 'password_confirmation'> {
  return {
    first_name:
      values.first_name.trim().length < MIN_NAME_LENGTH ? t`First name must be at least 2 characters` : undefined,
    last_name:
      values.last_name.trim().length < MIN_NAME_LENGTH ? t`Last name must be at least 2 characters` : undefined,
    email: emailProblem(values.email),
    ...validateNewPassword(values),
  };
}

export function validateChangePassword(values: {
  current_password: string;
  password: string;
  password_confirmation: string;
}): FieldProblems<'current_password' | 'password' | 'password_confirmation'> {
  return {
    current_password: values.current_password ? undefined : t`Enter your current password`,
    ...validateNewPassword(values),
  };
}
