// Types of catalog-rules.mjs.
export interface PoEntry {
  id: string;
  /** The entry's msgctxt (a Lingui message context), when it has one. */
  context?: string;
  translations: string[];
}
export function readPo(text: string): PoEntry[];
export const LANGUAGE_RULES: Record<string, { pattern: RegExp; why: string }[]>;
/** A plural written "day(s)": ICU's plural says one or many (D278, D323). */
export const PARENTHESISED_PLURAL: { pattern: RegExp; why: string };
export function entryProblems(locale: string, entry: PoEntry): string[];
/** A message one language translates differently in two of its catalogs (D410). */
export interface TranslationConflict {
  id: string;
  context: string;
  translations: { text: string; catalogs: string[] }[];
}
export function conflictingTranslations(catalogs: Record<string, PoEntry[]>): TranslationConflict[];
