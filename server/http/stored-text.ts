/**
 * Text PostgreSQL cannot store: U+0000, and a lone UTF-16 surrogate ("\ud800" in JSON), which a
 * jsonb column refuses and a text column would silently turn into U+FFFD. Found anywhere in a
 * request (values and keys, at any depth) before any handler runs, for every endpoint (D265).
 */
import type { FastifyInstance } from 'fastify';
import { invalid } from './http-error.ts';
import { inputLabels } from './input-labels.ts';

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const MAX_DEPTH = 64;

export type TextProblem = 'nul' | 'surrogate';

function problemOf(text: string): TextProblem | undefined {
  if (text.includes('\u0000')) return 'nul';
  if (LONE_SURROGATE.test(text)) return 'surrogate';
  return undefined;
}

/** The first unstorable string in `value`, with the path of keys and indexes that leads to it. */
export function unstorableText(
  value: unknown,
  path: (string | number)[] = [],
): { path: (string | number)[]; problem: TextProblem } | undefined {
  if (typeof value === 'string') {
    const problem = problemOf(value);
    return problem ? { path, problem } : undefined;
  }
  if (path.length > MAX_DEPTH || value === null || typeof value !== 'object') return undefined;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = unstorableText(item, [...path, index]);
      if (found) return found;
    }
    return undefined;
  }
  const proto = Object.getPrototypeOf(value) as unknown;
  // Parsed JSON and query strings only; a Buffer or a stream (a raw body) is not text.
  if (proto !== Object.prototype && proto !== null) return undefined;
  for (const [key, item] of Object.entries(value)) {
    const inKey = problemOf(key);
    if (inKey) return { path: [...path, key], problem: inKey };
    const found = unstorableText(item, [...path, key]);
    if (found) return found;
  }
  return undefined;
}

/**
 * Refuses, for every route, a request with unstorable text: a 400 naming the field, in the
 * request's language. Before the contract's check, so a field the contract would drop is refused too.
 */
export function installStoredTextCheck(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    for (const part of [request.params, request.query, request.body]) {
      const found = unstorableText(part);
      if (!found) continue;
      const labels = inputLabels(request.headers['accept-language']);
      throw invalid(
        found.path.join('.') || 'body',
        found.problem === 'nul' ? labels.nulCharacter : labels.brokenCharacter,
      );
    }
  });
}
