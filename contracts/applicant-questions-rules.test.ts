import { describe, expect, it } from 'vitest';
import { ownProfileQuestions, strictestQuestions, withoutUnasked } from './applicant-questions-rules.ts';

describe('what a person is asked (D267)', () => {
  it('given several companies, then each field takes the strictest; nobody asking is not asked', () => {
    expect(
      strictestQuestions([
        { dob: 'not_asked', gender: 'optional' },
        { dob: 'optional', gender: 'not_asked' },
      ]),
    ).toEqual({ dob: 'optional', gender: 'optional' });
    expect(strictestQuestions([{ dob: 'required', gender: 'optional' }])).toEqual({
      dob: 'required',
      gender: 'optional',
    });
    expect(strictestQuestions([])).toEqual({ dob: 'not_asked', gender: 'not_asked' });
  });

  it('given a field not asked that the person gave earlier, then their own page shows it as optional', () => {
    const asked = { dob: 'not_asked', gender: 'not_asked' } as const;
    expect(ownProfileQuestions(asked, { dob: '1990-04-12', gender: null })).toEqual({
      dob: 'optional',
      gender: 'not_asked',
    });
  });

  it('given a value for a field not asked, then it is dropped, while clearing it and the other fields stay', () => {
    const questions = { dob: 'not_asked', gender: 'optional' } as const;
    expect(withoutUnasked({ dob: '1990-04-12', gender: 'Female', city: 'Austin' }, questions)).toEqual({
      gender: 'Female',
      city: 'Austin',
    });
    expect(withoutUnasked({ dob: null }, questions)).toEqual({ dob: null });
    expect(withoutUnasked({ dob: '' }, questions)).toEqual({ dob: '' });
  });
});
