// Types of catalog-rules.mjs.
export interface PoEntry {
  id: string;
  translations: string[];
}
export function readPo(text: string): PoEntry[];
export const LANGUAGE_RULES: Record<string, { pattern: RegExp; why: string }[]>;
/** A plural written "day(s)": ICU's plural says one or many (D278, D323). */
export const PARENTHESISED_PLURAL: { pattern: RegExp; why: string };
export function entryProblems(locale: string, entry: PoEntry): string[];
