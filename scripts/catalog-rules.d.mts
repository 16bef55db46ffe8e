// Types of catalog-rules.mjs.
export interface PoEntry {
  id: string;
  translations: string[];
}
export function readPo(text: string): PoEntry[];
export const LANGUAGE_RULES: Record<string, { pattern: RegExp; why: string }[]>;
export function entryProblems(locale: string, entry: PoEntry): string[];
