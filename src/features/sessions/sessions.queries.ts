/** The signed-in user's sessions as TanStack Query knows them (D205), and its named writes (D506). */
import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import { call } from '../../lib/api-client.ts';
import { endOtherSessions, endSession, listSessions } from '../../lib/api/sessions.ts';
import type { AskStepUp } from '../../ui/step-up-scope.tsx';

export const sessionsKey = ['sessions'] as const;

export function sessionsQueryOptions() {
  return queryOptions({
    queryKey: sessionsKey,
    queryFn: async ({ signal }) => (await call(listSessions, { signal })).results,
  });
}

/** What ending sessions needs: the query client (to read the list again) and the step-up (D262). */
interface SessionWriteNeeds {
  queryClient: QueryClient;
  askStepUp: AskStepUp;
}

const reread = (queryClient: QueryClient) => () => queryClient.invalidateQueries({ queryKey: sessionsKey });

/** Signs one device out (D205), after a step-up named `title`; the list is read again however it ends. */
export const endSessionWrite = ({ queryClient, askStepUp }: SessionWriteNeeds) =>
  mutationOptions({
    mutationKey: [...sessionsKey, 'end-one'] as const,
    mutationFn: ({ sessionId, title }: { sessionId: string; title: string }) =>
      askStepUp(title, 'own_sessions', (proof) => call(endSession, { params: { sessionId }, body: { proof } })),
    onSettled: reread(queryClient),
  });

/** Signs every other device out, after a step-up named `title`; the list is read again however it ends. */
export const endOtherSessionsWrite = ({ queryClient, askStepUp }: SessionWriteNeeds) =>
  mutationOptions({
    mutationKey: [...sessionsKey, 'end-others'] as const,
    mutationFn: (title: string) =>
      askStepUp(title, 'own_sessions', (proof) => call(endOtherSessions, { body: { proof } })),
    onSettled: reread(queryClient),
  });
