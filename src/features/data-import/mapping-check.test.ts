import { describe, expect, it } from 'vitest';
import { i18n } from '@lingui/core';
import { mappingErrors } from './mapping-check.ts';

i18n.loadAndActivate({ locale: 'en', messages: {} });

const byEmail = { match_by: 'email', ignore_name_match: false, allow_other_job_matching_start_date: false } as const;

describe('the mapping check before a dry run', () => {
  it('given an applicant file without its email column, then only the email is asked for (no employee fields, no match rule)', () => {
    expect(mappingErrors('applicants', { first_name: 'First' }, byEmail)).toEqual({
      'mapping.email': 'Choose the column that holds this field.',
    });
    expect(mappingErrors('applicants', { email: 'Email' }, byEmail)).toEqual({});
  });

  it('given one column filling two applicant fields, then the second is refused', () => {
    expect(mappingErrors('applicants', { email: 'Email', source: 'Where', step: 'Where' }, byEmail)).toEqual({
      'mapping.step': 'This column already fills another field.',
    });
  });

  it("given an employee file matched by email without an email column, then the employee's required fields and the match field are asked for", () => {
    const errors = mappingErrors('employees', { first_name: 'First' }, byEmail);
    expect(Object.keys(errors).sort()).toEqual([
      'mapping.email',
      'mapping.job_title',
      'mapping.last_name',
      'mapping.start_date',
    ]);
    expect(errors['mapping.email']).toBe('Rows are matched on this field: choose its column.');
  });
});
