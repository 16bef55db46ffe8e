/**
 * A text given in several languages (contracts/onboarding.ts LocalizedText) read in one, without
 * zod: the candidate's onboarding screen needs this, not the contract's schemas.
 */

/** The text for `language`, English when that language has none. */
export function localized(
  text: { en: string; es?: string | undefined; fr?: string | undefined },
  language: string,
): string {
  const value = (text as Record<string, string | undefined>)[language];
  return value && value.trim() ? value : text.en;
}
