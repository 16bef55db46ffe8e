import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '@lingui/core';
import { emailProblem, validateChangePassword, validateCreateAccount, validateLogin } from './auth-validation.ts';

beforeAll(() => {
  i18n.loadAndActivate({ locale: 'en', messages: {} });
});

const good = {
  first_name: 'Ana',
  last_name: 'Li',
  email: 'ana@example.com',
  password: 'Assay-demo-1',
  password_confirmation: 'Assay-demo-1',
};

describe('sign-in form checks', () => {
  it('given a filled-in valid form, when checked, then no field has a problem', () => {
    expect(Object.values(validateCreateAccount(good)).filter(Boolean)).toEqual([]);
  });

  it('given one-letter names, when checked, then both names say they need 2 characters', () => {
    const problems = validateCreateAccount({ ...good, first_name: ' A ', last_name: 'B' });
    expect(problems.first_name).toBe('First name must be at least 2 characters');
    expect(problems.last_name).toBe('Last name must be at least 2 characters');
  });

  it('given a weak password and a different confirmation, when checked, then both password fields have a problem', () => {
    const problems = validateCreateAccount({ ...good, password: 'password', password_confirmation: 'Password' });
    expect(problems.password).toMatch(/at least 8 characters/);
    expect(problems.password_confirmation).toBe('Passwords must match');
  });

  it('given an email without a domain, when checked, then it asks for the correct format', () => {
    expect(emailProblem('ana@')).toMatch(/correct format/);
    expect(emailProblem('  ')).toBe('Enter your email address');
  });

  it('given an empty sign-in form, when checked, then it asks for the email and the password', () => {
    expect(validateLogin({ email: '', password: '' })).toEqual({
      email: 'Enter your email address',
      password: 'Enter your password',
    });
  });

  it('given no current password, when changing it, then it asks for the current password', () => {
    expect(
      validateChangePassword({ current_password: '', password: good.password, password_confirmation: good.password })
        .current_password,
    ).toBe('Enter your current password');
  });
});
