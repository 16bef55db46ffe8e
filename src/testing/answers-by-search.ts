/**
 * A stubbed `fetch` for a list read in place (D488): each request waits, keyed by its `search`
 * query parameter (empty when none), until the test answers it with a body (`give`, as the API's
 * `{ data }`) or a refusal (`fail`, HTTP 500); `forget` lets the same search be asked again.
 */
import { act } from '@testing-library/react';
import { vi } from 'vitest';

export function stubAnswersBySearch() {
  const waiting = new Map<string, (response: Response) => void>();
  vi.stubGlobal(
    'fetch',
    vi.fn(
      (input: RequestInfo | URL) =>
        new Promise<Response>((resolve) => {
          waiting.set(new URL(String(input), 'http://assay.test').searchParams.get('search') ?? '', resolve);
        }),
    ),
  );
  const answer = (search: string, response: Response) => act(async () => waiting.get(search)!(response));
  return {
    asked: (search: string) => waiting.has(search),
    forget: (search: string) => waiting.delete(search),
    give: (search: string, data: unknown) =>
      answer(search, new Response(JSON.stringify({ data }), { headers: { 'content-type': 'application/json' } })),
    fail: (search: string) => answer(search, new Response('{}', { status: 500 })),
  };
}
