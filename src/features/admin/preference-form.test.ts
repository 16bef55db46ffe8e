import { describe, expect, it } from 'vitest';
import { i18n } from '@lingui/core';
import { preferenceProblems } from './preference-form.ts';

i18n.loadAndActivate({ locale: 'en', messages: {} });

describe('the account preference form', () => {
  it('given a keyname in capitals and a value, then nothing is wrong', () => {
    expect(preferenceProblems('EEOC_DASHBOARD', '1')).toEqual({});
  });

  it('given a lower-case or one-letter keyname and an empty value, then both fields say what is wrong', () => {
    expect(Object.keys(preferenceProblems('eeoc', ' '))).toEqual(['keyname', 'value']);
    expect(Object.keys(preferenceProblems('E', '1'))).toEqual(['keyname']);
    expect(Object.keys(preferenceProblems('A1', 'x'.repeat(201)))).toEqual(['value']);
  });
});
