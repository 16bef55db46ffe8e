/**
 * A company text's versions in other languages (D199) as the staff editors send them: only
 * the languages other than the company default's, each trimmed, a blank one sent blank so the
 * server removes it; and which of them are longer than the column may hold.
 */
import { LANGUAGES, type Language } from '../../../contracts/languages.ts';
import type { Versions } from './field-versions.tsx';

export function versionsBody(versions: Versions, defaultLanguage: Language): Versions {
  return Object.fromEntries(
    LANGUAGES.filter((language) => language !== defaultLanguage).map((language) => [
      language,
      (versions[language] ?? '').trim(),
    ]),
  );
}

/** `message` for each version over `max` characters once trimmed; empty when all fit. */
export function overLength(
  versions: Versions,
  defaultLanguage: Language,
  max: number,
  message: string,
): Partial<Record<Language, string>> {
  return Object.fromEntries(
    Object.entries(versionsBody(versions, defaultLanguage))
      .filter(([, text]) => (text ?? '').length > max)
      .map(([language]) => [language, message]),
  );
}
