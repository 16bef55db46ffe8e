import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '@lingui/core';
import type { Profile } from '../../../contracts/profile.ts';
import { profileErrors, toPatch, toProfileValues, withDraft } from './profile-values.ts';

const profile: Profile = {
  user_id: 3,
  first_name: 'Maria',
  last_name: 'Garcia',
  email: 'maria@example.com',
  email2: null,
  dob: null,
  gender: null,
  jobtitle: null,
  city: 'Austin',
  state_code: null,
  zip: null,
  country_code: null,
  start_date: null,
  end_date: null,
  separation_reason: null,
  separation_type_id: null,
  separation_note: null,
  supervisor_email: null,
  employment_type_id: null,
  phone_number: null,
  is_opt_in: false,
  linkedin_url: null,
  resume: null,
};

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
