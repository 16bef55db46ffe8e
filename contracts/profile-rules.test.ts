import { describe, expect, it } from 'vitest';
import {
  isEndBeforeStart,
  isValidLinkedinUrl,
  isValidPhone,
  profileProblems,
  type ProfileRuleInput,
} from './profile-rules.ts';

const valid: ProfileRuleInput = {
  first_name: 'Maria',
  last_name: 'Garcia',
  email: 'maria@example.com',
  email2: null,
  dob: '1990-04-12',
  gender: 'Female',
  phone_number: '+15125550100',
  linkedin_url: 'https://www.linkedin.com/in/maria-garcia',
};
const now = new Date('2026-11-21T10:00:00Z');

describe('profile rules (seed 000 section 5)', () => {
  it('given a complete profile, finds nothing', () => {
    expect(profileProblems(valid, { now })).toEqual([]);
  });

  it('given one-letter names, no gender and no date of birth, names each field', () => {
    const problems = profileProblems({ ...valid, first_name: 'M', last_name: ' G ', gender: null, dob: '' }, { now });
    expect(problems).toEqual([
      { prop: 'first_name', rule: 'min_length' },
      { prop: 'last_name', rule: 'min_length' },
      { prop: 'gender', rule: 'required' },
      { prop: 'dob', rule: 'required' },
    ]);
  });

  it('refuses phone numbers with spaces, dashes or letters', () => {
    for (const phone of ['512 555 0100', '512-555-0100', '(512)5550100', 'call me', '123'])
      expect(isValidPhone(phone), phone).toBe(false);
    expect(isValidPhone('5125550100')).toBe(true);
  });

  it('checks both emails and the LinkedIn URL', () => {
    const problems = profileProblems(
      { ...valid, email: 'maria@', email2: 'not an email', linkedin_url: 'https://example.com/in/maria' },
      { now },
    );
    expect(problems.map((p) => p.prop)).toEqual(['email', 'email2', 'linkedin_url']);
    expect(isValidLinkedinUrl('https://linkedin.com/in/li-wei/')).toBe(true);
    expect(isValidLinkedinUrl('http://linkedin.com/in/li-wei')).toBe(false);
  });

  it('requires the resume and LinkedIn only when the job asks for them', () => {
    expect(
      profileProblems(
        { ...valid, linkedin_url: null },
        { now, isLinkedinRequired: true, isResumeRequired: true, hasResume: false },
      ),
    ).toEqual([
      { prop: 'linkedin_url', rule: 'required' },
      { prop: 'resume', rule: 'required' },
    ]);
    expect(profileProblems({ ...valid, linkedin_url: null }, { now, isResumeRequired: true, hasResume: true })).toEqual(
      [],
    );
  });

  it('refuses a date of birth in the future', () => {
    expect(profileProblems({ ...valid, dob: '2030-01-01' }, { now })).toEqual([{ prop: 'dob', rule: 'invalid' }]);
  });

  it('warns (only) when the end date is before the start date', () => {
    expect(isEndBeforeStart('2024-05-01', '2024-04-30')).toBe(true);
    expect(isEndBeforeStart('2024-05-01', '2024-05-01')).toBe(false);
    expect(isEndBeforeStart('2024-05-01', null)).toBe(false);
  });
});
