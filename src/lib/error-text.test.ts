import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '@lingui/core';
import { ApiError } from './api-client.ts';
import { changePasswordErrorText, errorText, fieldErrorTexts } from './error-text.ts';

beforeAll(() => {
  i18n.loadAndActivate({ locale: 'en', messages: {} });
});

function apiError(
  status: number,
  body?: { message?: string; code?: string; errors?: { prop: string; message: string }[] },
  retryAfter?: string,
) {
  return new ApiError({ status, body: body as never, retryAfter });
}

describe('errorText', () => {
  it('given no response at all, when shown, then it says Error: Network Error', () => {
    expect(errorText(new ApiError({}))).toBe('Error: Network Error');
  });

  it('given a response without a message, when shown, then it asks to try again', () => {
    expect(errorText(apiError(404))).toBe('An error occurred please try again');
  });

  it('given a response with a message and an unknown code, when shown, then the server message is used', () => {
    expect(errorText(apiError(404, { message: 'Job not found', code: 'not_found' }))).toBe('Job not found');
  });

  it('given a wrong email or password, when shown, then it says Incorrect Email or Password', () => {
    expect(errorText(apiError(401, { message: 'Invalid credentials', code: 'invalid_credentials' }))).toBe(
      'Incorrect Email or Password',
    );
  });

  it('given too many attempts with a wait, when shown, then it names the seconds to wait', () => {
    expect(errorText(apiError(429, { message: 'x', code: 'rate_limited' }, '42'))).toBe(
      'Too many attempts. Please wait 42 seconds and try again.',
    );
    expect(errorText(apiError(429, { message: 'x', code: 'rate_limited' }, '1'))).toBe(
      'Too many attempts. Please wait 1 second and try again.',
    );
  });

  it('given too many attempts without a wait, when shown, then it asks to wait a moment', () => {
    expect(errorText(apiError(429, { message: 'x', code: 'rate_limited' }))).toBe(
      'Too many attempts. Please wait a moment and try again.',
    );
  });

  it('given the other known codes, when shown, then each has its own text', () => {
    expect(errorText(apiError(409, { message: 'x', code: 'email_exists' }))).toMatch(/already exists/);
    expect(errorText(apiError(400, { message: 'x', code: 'wrong_current_password' }))).toBe(
      'The current password you provided is incorrect.',
    );
    expect(errorText(apiError(400, { message: 'x', code: 'invalid_reset_token' }))).toMatch(/invalid or has expired/);
    expect(errorText(apiError(400, { message: 'x', code: 'validation_error' }))).toBe(
      'Please check the highlighted fields',
    );
  });

  it('given a server error, when shown, then its internal message is not shown', () => {
    expect(errorText(apiError(500, { message: 'relation "users" does not exist', code: 'server_error' }))).toBe(
      'An error occurred please try again',
    );
  });

  it('given a server error with a request id, when shown, then the text ends with a short reference to find it in the logs', () => {
    const body = { message: 'x', code: 'server_error', request_id: '7f3a9c2e-5b1d-4c8e-9a0f-123456789abc' };
    expect(errorText(apiError(500, body))).toBe('An error occurred please try again (reference 7f3a9c2e)');
    expect(errorText(apiError(400, { ...body, code: 'validation_error' }))).toBe('Please check the highlighted fields');
  });

  it('given something that is not an API error, when shown, then it asks to try again', () => {
    expect(errorText(new TypeError('x is undefined'))).toBe('An error occurred please try again');
  });
});

describe('fieldErrorTexts', () => {
  it('given validation errors, when mapped, then each field gets its first message', () => {
    const error = apiError(400, {
      message: 'Invalid',
      code: 'validation_error',
      errors: [
        { prop: 'first_name', message: 'Too short' },
        { prop: 'first_name', message: 'Second' },
        { prop: 'email', message: 'Invalid email' },
      ],
    });
    expect(fieldErrorTexts(error)).toEqual({ first_name: 'Too short', email: 'Invalid email' });
  });

  it('given the email already exists, when mapped, then the email field gets the account-exists text', () => {
    const error = apiError(409, {
      message: 'Email exists',
      code: 'email_exists',
      errors: [{ prop: 'email', message: 'Email exists' }],
    });
    expect(fieldErrorTexts(error).email).toMatch(/already exists/);
  });

  it('given a network error, when mapped, then no field is marked', () => {
    expect(fieldErrorTexts(new ApiError({}))).toEqual({});
  });
});

describe('changePasswordErrorText', () => {
  it('given a 400, when shown, then it says the current password is incorrect', () => {
    expect(changePasswordErrorText(apiError(400, { message: 'x', code: 'wrong_current_password' }))).toBe(
      'The current password you provided is incorrect.',
    );
  });

  it('given any other failure, when shown, then it says something went wrong', () => {
    expect(changePasswordErrorText(apiError(500))).toBe('Something went wrong, please try again.');
    expect(changePasswordErrorText(new ApiError({}))).toBe('Something went wrong, please try again.');
  });
});
