import { describe, expect, it } from 'vitest';
import { languageLabel, languageName } from './language-names.ts';

describe("a language's name in the reader's language", () => {
  it('given Spanish or French, then the name inside a sentence is lower case and in that language; a label starts with a capital', () => {
    expect(['en', 'es', 'fr'].map((code) => languageName(code, 'es'))).toEqual(['inglés', 'español', 'francés']);
    expect(['en', 'es', 'fr'].map((code) => languageName(code, 'fr'))).toEqual(['anglais', 'espagnol', 'français']);
    expect(['en', 'es', 'fr'].map((code) => languageLabel(code, 'es'))).toEqual(['Inglés', 'Español', 'Francés']);
    expect(['en', 'es', 'fr'].map((code) => languageLabel(code, 'fr'))).toEqual(['Anglais', 'Espagnol', 'Français']);
  });

  it('given English, then names keep their capital; an unknown or malformed code is given back as written', () => {
    expect(languageName('es', 'en')).toBe('Spanish');
    expect(languageName('de', 'es')).toBe('alemán');
    expect(languageName('not a code', 'fr')).toBe('not a code');
  });
});
