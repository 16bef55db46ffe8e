/**
 * The placeholders of a mail template: `{{name}}`, or `{{name|:fallback}}` where the fallback is
 * used when no value is given. Shared by the server (save, render) and the editor (highlighting),
 * so both find the same placeholders and the same problems.
 */

export interface Placeholder {
  /** The whole placeholder as written, braces included. */
  raw: string;
  name: string;
  /** Undefined when none is written; '' is a written, empty fallback. */
  fallback: string | undefined;
  /** Character offset of the opening braces in the text. */
  index: number;
}

export type PlaceholderProblemKind = 'unknown_variable' | 'malformed_placeholder';

export interface PlaceholderProblem {
  kind: PlaceholderProblemKind;
  /** The variable name, or the text that could not be read as a placeholder. */
  text: string;
  index: number;
  line: number;
  column: number;
}

// A fallback may not hold braces or angle brackets: it would hide a tag or another placeholder.
const PLACEHOLDER = /\{\{\s*([A-Za-z][A-Za-z0-9_]*)\s*(?:\|:([^{}<>]*))?\}\}/g;

export function findPlaceholders(text: string): Placeholder[] {
  return [...text.matchAll(PLACEHOLDER)].map((m) => ({ raw: m[0], name: m[1]!, fallback: m[2], index: m.index }));
}

function position(text: string, index: number): { line: number; column: number } {
  const before = text.slice(0, index).split('\n');
  return { line: before.length, column: before[before.length - 1]!.length + 1 };
}

/** Unknown variables and `{{`/`}}` that do not form a placeholder, in the order they appear. */
export function placeholderProblems(text: string, allowed: readonly string[]): PlaceholderProblem[] {
  const problems: { kind: PlaceholderProblemKind; text: string; index: number }[] = [];
  for (const p of findPlaceholders(text)) {
    if (!allowed.includes(p.name)) problems.push({ kind: 'unknown_variable', text: p.name, index: p.index });
  }
  const rest = text.replace(PLACEHOLDER, (m) => ' '.repeat(m.length));
  for (const m of rest.matchAll(/\{\{[^]{0,40}|\}\}/g)) {
    problems.push({ kind: 'malformed_placeholder', text: m[0].split('\n')[0]!, index: m.index });
  }
  return problems.sort((a, b) => a.index - b.index).map((p) => ({ ...p, ...position(text, p.index) }));
}

// The spaces, and a comma, before a placeholder; what may follow one that fills to nothing for
// them to go too: punctuation (after spaces, as French writes it), the end of a line or of an HTML
// element's text.
const GAP_BEFORE = /(,?[ \t\u00a0\u202f]+)$/;
const CLOSES_AFTER = /^(?:[ \t\u00a0\u202f]*[,.:;!?]|[ \t]*(?:\r?\n|<|$))/;

/**
 * Replaces every placeholder: `value(name)` gives the text to insert, or undefined when no value
 * was given, then the fallback (as written) or '' is used. A placeholder that fills to nothing
 * before punctuation or a line's end takes the gap before it, so a greeting without a name reads
 * "Hola:" and "Bonjour," rather than "Hola, :" and "Bonjour ," (D463).
 */
export function fillPlaceholders(
  text: string,
  value: (name: string) => string | undefined,
  fallback: (written: string) => string = (w) => w,
): string {
  let out = '';
  let last = 0;
  for (const m of text.matchAll(PLACEHOLDER)) {
    const written = m[2];
    const filled = value(m[1]!) ?? (written === undefined ? '' : fallback(written));
    let before = text.slice(last, m.index);
    if (filled === '' && CLOSES_AFTER.test(text.slice(m.index + m[0].length))) before = before.replace(GAP_BEFORE, '');
    out += before + filled;
    last = m.index + m[0].length;
  }
  return out + text.slice(last);
}
