import { describe, expect, it } from 'vitest';
import { allVersions, missingLanguages, pickText } from './company-text.ts';

describe('a company text read in the reader language', () => {
  it('given a Spanish version, then a Spanish reader gets it, not as a fallback', () => {
    expect(pickText({ en: 'Typing', es: 'Mecanografía' }, 'es', 'en')).toEqual({
      text: 'Mecanografía',
      language: 'es',
      is_fallback: false,
    });
  });

  it("given no French version, then a French reader gets the company default's, flagged as a fallback", () => {
    expect(pickText({ en: 'Typing', es: 'Mecanografía' }, 'fr', 'es')).toEqual({
      text: 'Mecanografía',
      language: 'es',
      is_fallback: true,
    });
  });

  it("given a blank version, then it counts as missing; the column's text stands for the default language", () => {
    const versions = allVersions('Entrevista', { fr: '  ', en: 'Interview' }, 'es');
    expect(versions).toEqual({ es: 'Entrevista', en: 'Interview' });
    expect(missingLanguages(versions)).toEqual(['fr']);
    expect(pickText(versions, 'fr', 'es').text).toBe('Entrevista');
  });
});
