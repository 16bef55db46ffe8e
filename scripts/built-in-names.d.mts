/** Types of scripts/built-in-names.mjs for the TypeScript tests that import it. */
export const OUT: string;
/** `key: msg\`English\`` pairs of an object literal's text. */
export function messagePairs(block: string): [string, string][];
/** The app's built-in English names, each key to its English message. */
export function appNames(root?: string): {
  steps: Record<string, string>;
  titles: Record<string, string>;
  kinds: Record<string, string>;
};
export function namesSource(root?: string): string;
export function generatedNames(root?: string): Promise<string>;
export function isStale(root?: string): Promise<boolean>;
