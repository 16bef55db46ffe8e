/**
 * Bad input named by its field, in the request's language (D272): a contract's
 * refusal worded by its kind, and a value the database refused behind a contract traced back to
 * the field of the request that carried it.
 */
import type { InputLabels } from './input-labels.ts';

export interface FieldError {
  prop: string;
  message: string;
}

/** zod's own words (zod/mini says only "Invalid input") start so; a contract's own message (a refine, a custom text) is kept as written. */
const ZOD_DEFAULT = /^(Too big|Too small|Invalid )/;

/** A contract's refusal of one field, worded in the request's language when zod's default words would show. */
export function issueText(
  issue: { keyword?: unknown; message?: string; params?: Record<string, unknown> },
  labels: InputLabels,
  /** Whether the request left the field out (zod's issue does not carry the value). */
  missing: boolean,
): string {
  const message = issue.message ?? '';
  const p = issue.params ?? {};
  if (issue.keyword === 'invalid_format' && p.format === 'date') return labels.invalidDate;
  if (message && !ZOD_DEFAULT.test(message)) return message;
  const limit = (key: string) => Number(p[key]);
  switch (issue.keyword) {
    case 'too_big':
      if (p.origin === 'string') return labels.tooLong(limit('maximum'));
      if (p.origin === 'number' || p.origin === 'int') return labels.atMost(limit('maximum'));
      if (p.origin === 'array') return labels.tooManyItems(limit('maximum'));
      break;
    case 'too_small':
      if (p.origin === 'string') return limit('minimum') <= 1 ? labels.required : labels.tooShort(limit('minimum'));
      if (p.origin === 'number' || p.origin === 'int') return labels.atLeast(limit('minimum'));
      if (p.origin === 'array') return limit('minimum') <= 1 ? labels.required : labels.tooFewItems(limit('minimum'));
      break;
    case 'invalid_type':
      return missing ? labels.required : labels.invalidValue;
    case 'invalid_format':
      return p.format === 'email' ? labels.invalidEmail : labels.invalidValue;
    case 'invalid_value':
      return labels.invalidChoice;
    case 'invalid_union':
      return labels.invalidValue;
  }
  return message || labels.invalidValue;
}

interface Leaf {
  path: string;
  value: string;
  text: boolean;
}

/** The value at a dotted path of a request's part, or undefined. */
export function valueAt(part: unknown, path: readonly PropertyKey[]): unknown {
  let value = part;
  for (const key of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

function leaves(value: unknown, path: string[], out: Leaf[]): Leaf[] {
  if (value === null || value === undefined) return out;
  if (typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) leaves(child, [...path, key], out);
  } else if (path.length > 0) {
    out.push({ path: path.join('.'), value: String(value), text: typeof value === 'string' });
  }
  return out;
}

/**
 * The fields of a request a PostgreSQL data exception points at: the value its message quotes
 * (`invalid input syntax for type date: "2026-02-30"`, `value "99999999999" is out of range for
 * type integer`), or, for text too long for its column (`value too long for type character
 * varying(200)`), every text longer than that. The field's problem in the request's language.
 */
export function fieldsOfRefusal(
  error: { code?: unknown; message?: unknown },
  input: readonly unknown[],
  labels: InputLabels,
): FieldError[] {
  const text = typeof error.message === 'string' ? error.message : '';
  const code = typeof error.code === 'string' ? error.code : '';
  const all = input.flatMap((part) => leaves(part, [], []));
  let found: Leaf[] = [];
  let message = labels.invalidValue;
  const length = /character(?: varying)?\((\d+)\)/.exec(text);
  if (code === '22001' && length) {
    const max = Number(length[1]);
    found = all.filter((leaf) => leaf.text && [...leaf.value].length > max);
    message = labels.tooLong(max);
  } else {
    const quoted = /"((?:[^"]|"")*)"/.exec(text)?.[1]?.replace(/""/g, '"');
    if (quoted !== undefined) found = all.filter((leaf) => leaf.value === quoted);
    if (/type date|type time|date\/time/.test(text)) message = labels.invalidDate;
    else if (code === '22003') message = labels.outOfRange;
  }
  return [...new Map(found.map((leaf) => [leaf.path, { prop: leaf.path, message }])).values()];
}
