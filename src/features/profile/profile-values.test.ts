import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '@lingui/core';
import { profileErrors, toPatch, toProfileValues, withDraft } from './profile-values.ts';
import { profileFixture } from './testing/profile-fixture.ts';

const profile = profileFixture({ city: 'Austin' });

beforeAll(() => {
  i18n.loadAndActivate({ locale: 'en', messages: {} });
});

describe('profile form values', () => {
  it('given a stored profile and a draft, then the draft wins for the fields it holds, and unknown or mistyped keys are ignored', () => {
    const values = withDraft(toProfileValues(profile), { gender: 'Female', city: 7, is_opt_in: true, password: 'x' });
    expect(values).toMatchObject({ first_name: 'Maria', gender: 'Female', city: 'Austin', is_opt_in: true, dob: '' });
    expect(values).not.toHaveProperty('password');
  });

  it('given empty text fields, then the patch clears them (null) and trims the rest', () => {
    const patch = toPatch({ ...toProfileValues(profile), first_name: ' Maria ', city: '  ', gender: 'Female' });
    expect(patch).toMatchObject({ first_name: 'Maria', city: null, gender: 'Female', dob: null });
  });

  it('given a profile without gender and date of birth, then the two required messages show', () => {
    expect(profileErrors(toProfileValues(profile))).toEqual({
      gender: 'The Gender field is required',
      dob: 'Date of birth is required.',
    });
  });
});
