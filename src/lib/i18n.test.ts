import { describe, expect, it } from 'vitest';
import { isLanguage, languageFromBrowser } from './i18n.ts';

describe('choosing the language from the browser', () => {
  it.each([
    [['es-MX', 'en'], 'es'],
    [['es'], 'es'],
    [['fr-CA'], 'fr'],
    [['FR'], 'fr'],
    [['en-GB'], 'en'],
    [['de-DE', 'fr'], 'en'],
    [['pt-BR'], 'en'],
    [[], 'en'],
  ])('given browser languages %j, then the app starts in %s', (languages, expected) => {
    expect(languageFromBrowser(languages)).toBe(expected);
  });

  it('accepts only en, es and fr as saved choices', () => {
    expect(isLanguage('es')).toBe(true);
    expect(isLanguage('de')).toBe(false);
    expect(isLanguage(null)).toBe(false);
  });
});
