import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '@lingui/core';
import { ErrorCode } from '../../../contracts/error-codes.ts';
import { ApiError } from '../../lib/api-client.ts';
import { emptyInvite, flagsChanged, inviteProblems, noFlags, toInviteBody } from './invite-form.ts';
import { staffErrorText } from './staff-user-texts.ts';

beforeAll(() => {
  i18n.loadAndActivate({ locale: 'en', messages: {} });
});

const refusal = (status: number, code: string, errors?: { prop: string; message: string }[]) =>
  new ApiError({ status, body: { message: 'server words', code, ...(errors ? { errors } : {}) } });

describe('the invite form', () => {
  it('given an empty form, when checked, then email and both names have a problem', () => {
    expect(Object.keys(inviteProblems(emptyInvite())).sort()).toEqual(['email', 'first_name', 'last_name']);
  });

  it('given a filled form with spaces and capitals, then it sends trimmed values and a lower-case email with the chosen flags', () => {
    const values = {
      email: ' Ines@Example.COM ',
      first_name: ' Ines ',
      last_name: 'Invited ',
      flags: { ...noFlags(), smartreq_access: true },
    };
    expect(inviteProblems(values)).toEqual({});
    expect(toInviteBody(values)).toEqual({
      email: 'ines@example.com',
      first_name: 'Ines',
      last_name: 'Invited',
      flags: { ...noFlags(), smartreq_access: true },
    });
  });

  it('given flags as they were, then there is nothing to save; one flag changed, then there is', () => {
    expect(flagsChanged(noFlags(), noFlags())).toBe(false);
    expect(flagsChanged(noFlags(), { ...noFlags(), full_access: true })).toBe(true);
  });
});

describe('refusals in the user language', () => {
  it('given an email already in the company or unavailable, then the text goes beside the email field', () => {
    expect(staffErrorText(refusal(409, ErrorCode.alreadyStaff, [{ prop: 'email', message: 'server words' }]))).toEqual({
      text: 'This person is already a user of your company.',
      field: 'email',
    });
    expect(staffErrorText(refusal(409, ErrorCode.emailUnavailable)).field).toBe('email');
  });

  it('given the last holder of company settings access, then a general text says what to do first', () => {
    const { text, field } = staffErrorText(refusal(409, ErrorCode.lastSettingsAccess));
    expect(field).toBeUndefined();
    expect(text).toMatch(/at least one active person with company settings access/);
  });
});

describe('giving or taking away access the person lacks (D306)', () => {
  it('given access_not_held, then a general text says they can only change access they have', () => {
    const { text, field } = staffErrorText(
      refusal(403, ErrorCode.accessNotHeld, [{ prop: 'flags', message: 'Not yours to take away: full_access.' }]),
    );
    expect(field).toBeUndefined();
    expect(text).toBe(
      'You can only give or take away access that you have yourself. Ask someone who has it to make this change.',
    );
  });
});
