/**
 * Search-param readers for the route files' validateSearch. A malformed value is dropped rather
 * than breaking the page: these come from links in emails and other sites. Plain functions, not
 * zod: the route tree validates search eagerly, so whatever it imports is in every candidate's
 * first download (D88).
 */

/** Reads one search field: its value, or undefined when it is missing or malformed. */
export type SearchField<T> = (value: unknown) => T | undefined;

type SearchOf<F> = { [K in keyof F]?: F[K] extends SearchField<infer T> ? T : never };

/**
 * A route's validateSearch: each field kept when its reader accepts it, every other key dropped.
 * Declare it as a const beside the route: written inline in createFileRoute's options, TypeScript
 * infers the router's search type as {}.
 */
export function searchOf<F extends Record<string, SearchField<unknown>>>(
  fields: F,
): (search: Record<string, unknown>) => SearchOf<F> {
  return (search) => {
    const result: Record<string, unknown> = {};
    for (const [key, read] of Object.entries(fields)) {
      const value = read(search[key]);
      if (value !== undefined) result[key] = value;
    }
    return result as SearchOf<F>;
  };
}

/**
 * An id or uuid from the query. The router parses JSON-looking values, so `?dId=12` arrives as a
 * number; it stays one (coercing to text would make the router rewrite the URL as `dId=%2212%22`).
 * Read it with String(value).
 */
export const optionalText: SearchField<string | number> = (value) =>
  typeof value === 'string' || typeof value === 'number' ? value : undefined;

/** One of a fixed set of words. */
export function oneOf<const T extends string>(values: readonly T[]): SearchField<T> {
  return (value) => (values.includes(value as T) ? (value as T) : undefined);
}

/** A text matching a pattern. */
export function matching(pattern: RegExp): SearchField<string> {
  return (value) => (typeof value === 'string' && pattern.test(value) ? value : undefined);
}

/** A uuid in its usual 8-4-4-4-12 hex form, either case. */
export const uuidText = matching(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i);

/** A database id: a positive integer that fits PostgreSQL's integer, given as a number or as digits. */
export const positiveId: SearchField<number> = (value) => {
  const id = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
  return typeof id === 'number' && Number.isInteger(id) && id > 0 && id <= 2_147_483_647 ? id : undefined;
};

export const EMAIL_EDITOR_TABS = ['email-body', 'details', 'plain-text', 'test-data'] as const;
