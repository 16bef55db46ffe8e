import { describe, expect, it } from 'vitest';
import { isNotFound } from '@tanstack/react-router';
import { QueryClient } from '@tanstack/react-query';
import { Route as PersonRoute } from './_staff/user/$id.tsx';

const load = (id: string) =>
  (PersonRoute.options.loader as (input: unknown) => Promise<unknown>)({
    context: { queryClient: new QueryClient() },
    params: { id },
  });

// Session 45's walk: a candidate who mistyped a page of theirs (/user/pathways) was shown the staff
// layout and "This person is not among your company's employees or applicants".
describe('the person page (/user/{id})', () => {
  it.each(['pathways', '0', '12abc', '99999999999'])(
    'given /user/%s, which names no user, then it is not found',
    async (id) => {
      const error = await Promise.resolve()
        .then(() => load(id))
        .catch((e: unknown) => e);
      expect(isNotFound(error)).toBe(true);
    },
  );
});
