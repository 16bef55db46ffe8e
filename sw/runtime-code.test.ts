import { describe, expect, it } from 'vitest';
import { catalogChunkFileName, catalogLanguageOf } from './catalog-files.ts';
import { splitManifest } from './runtime-code.ts';

describe("the worker tells each language's catalogs from the code", () => {
  it('given the name the build gives a catalog, then the worker reads its language from the file; code has none', () => {
    const pattern = catalogChunkFileName('/repo/src/locales/fr/questionnaire.po');
    expect(pattern).toBe('assets/locales/fr/[name]-[hash].js');
    expect(catalogLanguageOf(pattern!.replace('[name]-[hash]', 'questionnaire-Ab12'))).toBe('fr');
    expect(catalogChunkFileName('/repo/src/features/questionnaire/screen.tsx')).toBeUndefined();
    // A language's list of its feature catalogs (src/lib/i18n.ts) goes with that language's catalogs.
    expect(catalogChunkFileName('/repo/src/lib/catalogs/es.ts')).toBe('assets/locales/es/[name]-[hash].js');
    expect(catalogChunkFileName('/repo/src/lib/i18n.ts')).toBeUndefined();
    expect(catalogLanguageOf('assets/questionnaire-Ab12.js')).toBeUndefined();
  });

  it('splits the precache manifest: the code is precached, the catalogs are listed per language as absolute URLs', () => {
    const { code, catalogs } = splitManifest(
      [
        { url: 'index.html', revision: 'a1' },
        { url: 'assets/router-X1.js', revision: null },
        { url: 'assets/locales/en/messages-E1.js', revision: null },
        { url: 'assets/locales/es/messages-S1.js', revision: null },
        { url: 'assets/locales/es/questionnaire-S2.js', revision: null },
      ],
      'https://assay.example/',
    );
    expect(code).toEqual([
      { url: 'index.html', revision: 'a1' },
      { url: 'assets/router-X1.js', revision: null },
    ]);
    expect(Object.fromEntries(catalogs)).toEqual({
      en: ['https://assay.example/assets/locales/en/messages-E1.js'],
      es: [
        'https://assay.example/assets/locales/es/messages-S1.js',
        'https://assay.example/assets/locales/es/questionnaire-S2.js',
      ],
    });
  });
});
