import { i18n } from '@lingui/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { versionProblems } from './legal-version-form.ts';

beforeAll(() => {
  i18n.loadAndActivate({ locale: 'en', messages: {} });
});

describe('versionProblems', () => {
  it('asks for a real date and the English text; other languages may wait', () => {
    expect(versionProblems({ effective_on: '2030-01-01', body_en: 'Terms.', body_es: '', body_fr: '' })).toEqual({});
    expect(
      Object.keys(versionProblems({ effective_on: '2030-02-31x', body_en: '  ', body_es: '', body_fr: '' })).sort(),
    ).toEqual(['body_en', 'effective_on']);
    expect(
      Object.keys(
        versionProblems({ effective_on: '', body_en: 'x', body_es: 'y'.repeat(100_001), body_fr: '' }),
      ).sort(),
    ).toEqual(['body_es', 'effective_on']);
  });
});
