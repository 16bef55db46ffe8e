import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '@lingui/core';
import { ApiError } from '../../lib/api-client.ts';
import { participantsErrorText } from './pathway-setup-texts.ts';

beforeAll(() => {
  i18n.loadAndActivate({ locale: 'en', messages: {} });
});

const refused = (code: string, names: string) =>
  new ApiError({
    status: 409,
    body: { code, message: 'refused', errors: [{ prop: 'employee_ids', message: names }] } as never,
  });

describe('participantsErrorText', () => {
  it('given employees with neither an account nor an email, then it names them and says what to do', () => {
    expect(participantsErrorText(refused('employee_without_email', 'Ana Diaz, Bo Li'))).toBe(
      'Ana Diaz, Bo Li: no email, so they cannot be invited. Add their email on the People page first.',
    );
  });

  it('given employees already taking part, then it names them', () => {
    expect(participantsErrorText(refused('already_participant', 'Li Wei'))).toBe(
      'Li Wei: already taking part in this pathway.',
    );
  });

  it('given any other failure, then it is the usual error text', () => {
    expect(participantsErrorText(new ApiError({}))).toBe('Error: Network Error');
    expect(participantsErrorText(new Error('x'))).toBe('An error occurred please try again');
  });
});
