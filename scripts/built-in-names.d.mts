/** Types of scripts/built-in-names.mjs for the TypeScript tests that import it. */
export const OUT: string;
export const JOB_LINK_OUT: string;
/** The files whose messages the server writes into the job link's page. */
export const JOB_LINK_FILES: string[];
/** `key: msg\`English\`` pairs of an object literal's text. */
export function messagePairs(block: string): [string, string][];
/** The app's built-in English names, each key to its English message. */
export function appNames(root?: string): {
  steps: Record<string, string>;
  titles: Record<string, string>;
  kinds: Record<string, string>;
};
export function namesSource(root?: string): string;
/** A whole-message ICU plural's forms by category (`#` kept), or undefined for a message without one. */
export function pluralForms(message: string): Record<string, string> | undefined;
export function jobLinkSource(root?: string): string;
/** Each generated file's path and what it should hold. */
export function generatedFiles(root?: string): Promise<Map<string, string>>;
export function staleFiles(root?: string): Promise<string[]>;
export function isStale(root?: string): Promise<boolean>;
