/**
 * Which languages of a mail carry the owner's own version, and which fall back (D234):
 * once a company changes a mail in one language, the languages it did not change are marked
 * missing, since their readers get the standard text, not a translation of the company's.
 */
import { LANGUAGES, type Language } from '../../../contracts/languages.ts';

export type VersionState = 'own' | 'default' | 'missing';

/** The state of each language's version, from the languages that hold the owner's own. */
export function versionStates(customLanguages: readonly Language[]): Record<Language, VersionState> {
  const hasOwn = customLanguages.length > 0;
  return Object.fromEntries(
    LANGUAGES.map((language) => [
      language,
      customLanguages.includes(language) ? 'own' : hasOwn ? 'missing' : 'default',
    ]),
  ) as Record<Language, VersionState>;
}

/** The languages whose readers get the standard text while another language has the owner's own. */
export const missingLanguages = (customLanguages: readonly Language[]): Language[] =>
  LANGUAGES.filter((language) => versionStates(customLanguages)[language] === 'missing');
