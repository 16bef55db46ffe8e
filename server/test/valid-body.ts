/**
 * Valid requests made from an endpoint's contract, and one field of a valid body corrupted at a
 * time (D329), for bad-input-valid-body.test.ts. A value is built by walking the zod schema
 * (strings within their lengths and formats, numbers within their bounds, the first option of an
 * enum or union, arrays at their least length) and kept only when the contract's own schema
 * accepts it; a corruption is kept only when the schema refuses the body it makes. A nested field
 * is named by its path (`items.0.value`), and a query field gets a value its schema refuses
 * (D337). So the server is asked about bodies the contract calls valid but for one named field,
 * and the generator cannot pass off a body it failed to make valid, or a "corruption" the
 * contract allows.
 */
import fc from 'fast-check';

interface ZodLike {
  _zod: { def: Def };
  safeParse(value: unknown): { success: boolean };
}
interface Def {
  type: string;
  /** A string format schema (z.uuid(), z.iso.datetime()) holds its format itself, not in a check. */
  format?: string;
  pattern?: RegExp;
  checks?: { _zod: { def: CheckDef } }[];
  shape?: Record<string, ZodLike>;
  innerType?: ZodLike;
  options?: ZodLike[];
  element?: ZodLike;
  items?: ZodLike[];
  in?: ZodLike;
  left?: ZodLike;
  right?: ZodLike;
  entries?: Record<string, string | number>;
  values?: unknown[];
  getter?: () => ZodLike;
}
interface CheckDef {
  check: string;
  minimum?: number | bigint;
  maximum?: number | bigint;
  length?: number;
  value?: number | bigint;
  inclusive?: boolean;
  format?: string;
  pattern?: RegExp;
}

/** What a field's value is named after, where the name says more than the type (the owner's company). */
export type Hints = Record<string, unknown>;

const checksOf = (def: Def) => (def.checks ?? []).map((c) => c._zod.def);

/** A sample of an arbitrary, the same for the same seed. */
const sample = <T>(arbitrary: fc.Arbitrary<T>, seed: number): T => fc.sample(arbitrary, { seed, numRuns: 1 })[0]!;

/** Made once per pattern: building one costs far more than sampling it. */
const patterns = new Map<string, fc.Arbitrary<string> | null>();
const uuids = fc.uuid({ version: 4 });

/** A text the pattern matches (fast-check refuses the i and y flags: the pattern without them matches fewer texts, all valid). */
function matching(pattern: RegExp, seed: number): string | undefined {
  const key = `${pattern.source}/${pattern.flags}`;
  if (!patterns.has(key)) {
    try {
      patterns.set(key, fc.stringMatching(new RegExp(pattern.source, pattern.flags.replace(/[iy]/g, ''))));
    } catch {
      patterns.set(key, null);
    }
  }
  const arbitrary = patterns.get(key);
  return arbitrary ? sample(arbitrary, seed) : undefined;
}

function stringValue(def: Def, key: string, seed: number): string | undefined {
  const checks = checksOf(def);
  let min = 0;
  let max = 40;
  for (const c of checks) {
    if (c.check === 'min_length') min = Math.max(min, Number(c.minimum));
    if (c.check === 'max_length') max = Math.min(max, Number(c.maximum));
    if (c.check === 'length_equals') min = max = Number(c.length);
  }
  // Names whose values a refinement checks beyond their type: a time zone, a day, a time of day
  // (an end after its start), an instant.
  if (/time_?zone/i.test(key)) return 'Europe/Paris';
  if (/(^|_)(date|on)$/.test(key)) return '2026-06-15';
  if (/(^|_)(at|times)$/.test(key) && max >= 24) return '2026-06-15T10:30:00.000Z';
  if (key === 'start') return '09:00';
  if (key === 'end') return '17:00';
  const format = checks.find((c) => c.check === 'string_format') ?? (def.format ? def : undefined);
  switch (format?.format) {
    case 'email':
      return `valid.${seed % 97}@example.test`;
    case 'url':
      return 'https://example.test/valid';
    case 'uuid':
    case 'guid':
      return sample(uuids, seed);
    case 'date':
      return '2026-06-15';
    case 'datetime':
      return '2026-06-15T10:30:00.000Z';
    case 'time':
      return '10:30:00';
    default:
      if (format?.pattern) return matching(format.pattern, seed);
  }
  // A plain string: words a person would type, within the declared lengths; a range's bound a day,
  // which reads as an instant too (D349).
  if (/^(from|to|since|until)$/.test(key) && max >= 10) return '2026-06-15';
  const words = /email/i.test(key)
    ? `valid.${seed % 97}@example.test`
    : /url|link/i.test(key)
      ? 'https://example.test/valid'
      : 'Valid text';
  const text = words.length >= min ? words : words + 'x'.repeat(min - words.length);
  return text.slice(0, Math.max(min, Math.min(max, text.length)));
}

function numberValue(def: Def, key: string, hints: Hints): number {
  const hinted = hints[key];
  let low = 1;
  let high = 1_000_000;
  let integer = /(^|_)id$|count|number|order|minutes|days/i.test(key);
  for (const c of checksOf(def)) {
    if (c.check === 'greater_than') low = Number(c.value) + (c.inclusive ? 0 : integer ? 1 : 0.5);
    if (c.check === 'less_than') high = Number(c.value) - (c.inclusive ? 0 : integer ? 1 : 0.5);
    if (c.check === 'number_format') integer = true;
  }
  if (typeof hinted === 'number' && hinted >= low && hinted <= high) return hinted;
  const value = Math.min(Math.max(1, low), high);
  return integer ? Math.ceil(value) : value;
}

/** A value the schema should accept, or undefined when this walker cannot make one. */
export function valueOf(schema: ZodLike, key: string, hints: Hints, seed: number, withOptional: boolean): unknown {
  const def = schema._zod.def;
  switch (def.type) {
    case 'string':
      // A record's id the caller names (D356): its text as given, else a value made from the schema.
      return typeof hints[key] === 'string' ? hints[key] : stringValue(def, key, seed);
    case 'number':
    case 'int':
      return numberValue(def, key, hints);
    case 'boolean':
      return true;
    case 'null':
      return null;
    case 'any':
    case 'unknown':
      return 'valid';
    case 'enum':
      return Object.values(def.entries ?? {})[0];
    case 'literal':
      return def.values?.[0];
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'nonoptional':
    case 'catch':
      return valueOf(def.innerType!, key, hints, seed, withOptional);
    case 'pipe':
      return valueOf(def.in!, key, hints, seed, withOptional);
    case 'lazy':
      return valueOf(def.getter!(), key, hints, seed, withOptional);
    case 'union': {
      for (const option of def.options ?? []) {
        const value = valueOf(option, key, hints, seed, withOptional);
        if (value !== undefined && option.safeParse(value).success) return value;
      }
      return undefined;
    }
    case 'array': {
      if (Array.isArray(hints[key])) return hints[key];
      let min = 0;
      let max = 3;
      for (const c of checksOf(def)) {
        if (c.check === 'min_length') min = Number(c.minimum);
        if (c.check === 'max_length') max = Number(c.maximum);
        if (c.check === 'length_equals') min = max = Number(c.length);
      }
      const length = Math.min(Math.max(min, 1), max);
      const items = Array.from({ length }, (_, i) => valueOf(def.element!, key, hints, seed + i, withOptional));
      return items.some((item) => item === undefined) ? undefined : items;
    }
    case 'tuple': {
      const items = (def.items ?? []).map((item, i) => valueOf(item, key, hints, seed + i, withOptional));
      return items.some((item) => item === undefined) ? undefined : items;
    }
    case 'object':
      return objectValue(schema, hints, seed, withOptional);
    case 'record':
      return {};
    case 'intersection': {
      const left = valueOf(def.left!, key, hints, seed, withOptional);
      const right = valueOf(def.right!, key, hints, seed, withOptional);
      return typeof left === 'object' && typeof right === 'object' ? { ...left, ...right } : undefined;
    }
    default:
      return undefined;
  }
}

function objectValue(schema: ZodLike, hints: Hints, seed: number, withOptional: boolean) {
  const out: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(schema._zod.def.shape ?? {})) {
    if (!withOptional && field._zod.def.type === 'optional') continue;
    const value = valueOf(field, key, hints, seed, withOptional);
    if (value === undefined) {
      if (field._zod.def.type === 'optional') continue;
      return undefined;
    }
    out[key] = value;
  }
  return out;
}

/**
 * A value the schema accepts: with its optional fields first (more fields to corrupt) unless
 * `optional` is false, else without them, over a few seeds; undefined when none is accepted.
 */
export function validValue(schema: unknown, hints: Hints = {}, seed = 1, optional = true): unknown {
  const zod = schema as ZodLike;
  for (const withOptional of optional ? [true, false] : [false])
    for (let attempt = 0; attempt < 4; attempt++) {
      const value = valueOf(zod, '', hints, seed + attempt * 7919, withOptional);
      if (value !== undefined && zod.safeParse(value).success) return value;
    }
  return undefined;
}

/** The field's own kind, under optional, nullable and default. */
function kindOf(schema: ZodLike): string {
  const def = schema._zod.def;
  if (['optional', 'nullable', 'default', 'prefault', 'readonly', 'catch'].includes(def.type))
    return kindOf(def.innerType!);
  if (def.type === 'pipe') return kindOf(def.in!);
  return def.type;
}

/** Values of the wrong kind for a field, the likeliest first. */
const WRONG: Record<string, unknown[]> = {
  string: [12345, ['text'], {}],
  enum: ['not-one-of-them', 12345],
  literal: ['not-the-value', 12345],
  number: ['not a number', true],
  int: ['not a number', 1.5],
  boolean: ['maybe', 1],
  array: ['not a list', { 0: 'x' }],
  tuple: ['not a list'],
  object: ['not an object', [1, 2]],
  record: ['not an object', [1, 2]],
};
const ANY_WRONG: unknown[] = ['not valid', 12345, true, [], {}, null];

export interface Corruption {
  /** The field corrupted: a top-level name, or a dotted path to a nested one (`items.0.value`). */
  field: string;
  kind: 'wrong type' | 'lone surrogate';
  body: Record<string, unknown>;
}

/** A lone surrogate, which no stored text may hold (D265): refused with a 400 naming the field. */
export const LONE_SURROGATE = 'a\ud800b';

/** The schema of the value at `path` under optional, nullable and default; undefined past a union or a record. */
function schemaAt(schema: ZodLike, path: readonly (string | number)[]): ZodLike | undefined {
  let current: ZodLike | undefined = schema;
  for (const key of path) {
    while (
      current &&
      ['optional', 'nullable', 'default', 'prefault', 'readonly', 'catch', 'pipe'].includes(current._zod.def.type)
    )
      current = current._zod.def.type === 'pipe' ? current._zod.def.in : current._zod.def.innerType;
    const def: Def | undefined = current?._zod.def;
    if (def?.type === 'object' && typeof key === 'string') current = def.shape?.[key];
    else if (def?.type === 'array' && typeof key === 'number') current = def.element;
    else return undefined;
  }
  return current;
}

/** A copy of the body with the value at `path` replaced. */
function withValueAt(body: Record<string, unknown>, path: readonly (string | number)[], value: unknown) {
  const copy = structuredClone(body);
  let parent: Record<string | number, unknown> = copy;
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>;
  parent[path.at(-1)!] = value;
  return copy;
}

/**
 * The paths of a body's fields: each top-level field, and under an object or a list's first
 * object each field within, as deep as they go (`items.0.value`).
 */
export function fieldPaths(value: unknown, prefix: (string | number)[] = []): (string | number)[][] {
  if (Array.isArray(value))
    return value.length > 0 && typeof value[0] === 'object' && value[0] !== null
      ? fieldPaths(value[0], [...prefix, 0])
      : [];
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, child]) => [[...prefix, key], ...fieldPaths(child, [...prefix, key])]);
}

/**
 * The body with the field at `path` (a top-level name or a nested path) corrupted: a value of the
 * wrong kind that the schema refuses, or for a text field (`surrogate`) its valid text with a lone
 * surrogate inside; undefined when neither applies.
 */
export function corrupt(
  schema: unknown,
  body: Record<string, unknown>,
  path: string | readonly (string | number)[],
  surrogate: boolean,
): Corruption | undefined {
  const zod = schema as ZodLike;
  const keys = typeof path === 'string' ? [path] : path;
  const field = keys.join('.');
  const fieldSchema = schemaAt(zod, keys);
  if (!fieldSchema) return undefined;
  const kind = kindOf(fieldSchema);
  const current = keys.reduce<unknown>((value, key) => (value as Record<string | number, unknown>)?.[key], body);
  if (surrogate && kind === 'string' && typeof current === 'string')
    return { field, kind: 'lone surrogate', body: withValueAt(body, keys, `${current}${LONE_SURROGATE}`) };
  for (const wrong of [...(WRONG[kind] ?? []), ...ANY_WRONG]) {
    const corrupted = withValueAt(body, keys, wrong);
    if (!zod.safeParse(corrupted).success) return { field, kind: 'wrong type', body: corrupted };
  }
  return undefined;
}

/** Values a query field may be refused for, in a URL's words: not a number, not a day, past any length. */
const WRONG_IN_QUERY = ['not-valid', '2026-13-45', '-1', 'x'.repeat(2_001)];

/**
 * The query with `field` given a value its schema refuses (one per field: the first of
 * WRONG_IN_QUERY the schema refuses); undefined when it refuses none (free text).
 */
export function corruptQuery(
  schema: unknown,
  query: Record<string, string>,
  field: string,
): Record<string, string> | undefined {
  const zod = schema as ZodLike;
  for (const wrong of WRONG_IN_QUERY) {
    const corrupted = { ...query, [field]: wrong };
    if (!zod.safeParse(corrupted).success) return corrupted;
  }
  return undefined;
}
