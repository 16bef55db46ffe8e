import { describe, expect, it } from 'vitest';
import { missingLanguages, versionStates } from './language-versions.ts';

describe('the versions of a mail by language', () => {
  it('given no language changed, then every language reads the default and none is missing', () => {
    expect(versionStates([])).toEqual({ en: 'default', es: 'default', fr: 'default' });
    expect(missingLanguages([])).toEqual([]);
  });

  it('given English changed, then Spanish and French are marked missing', () => {
    expect(versionStates(['en'])).toEqual({ en: 'own', es: 'missing', fr: 'missing' });
    expect(missingLanguages(['en'])).toEqual(['es', 'fr']);
  });

  it('given every language changed, then none is missing', () => {
    expect(missingLanguages(['fr', 'en', 'es'])).toEqual([]);
  });
});
