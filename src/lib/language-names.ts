/**
 * A language's name in the reader's language (Intl.DisplayNames), for sentences and labels that name
 * a language: "quienes leen en inglés", "les lecteurs en anglais", "English readers". Each language
 * writes the name as it does inside a sentence (Spanish and French in lower case); a label or a
 * sentence that starts with the name capitalises its first letter. The language switch keeps each
 * language's own name (LANGUAGE_NAMES in src/lib/i18n.ts): it speaks to a reader who may not read
 * the current one.
 */
const displayNames = new Map<string, Intl.DisplayNames | null>();

function namesIn(locale: string): Intl.DisplayNames | null {
  let names = displayNames.get(locale);
  if (names === undefined) {
    try {
      names = new Intl.DisplayNames([locale], { type: 'language' });
    } catch {
      names = null;
    }
    displayNames.set(locale, names);
  }
  return names;
}

/** The name inside a sentence: "inglés" in Spanish, "anglais" in French, "English" in English; an unknown code as given. */
export function languageName(code: string, locale: string): string {
  try {
    return namesIn(locale)?.of(code) ?? code;
  } catch {
    return code;
  }
}

/** The name as a label or a sentence's first word: "Inglés", "Anglais", "English". */
export function languageLabel(code: string, locale: string): string {
  const name = languageName(code, locale);
  return name.charAt(0).toLocaleUpperCase(locale) + name.slice(1);
}
