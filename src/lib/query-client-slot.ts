import type { QueryClient } from '@tanstack/react-query';

/**
 * The app's query client, once src/lib/query-client.ts has run. TanStack Query is not part of the
 * sign-in pages' load (about 7 KB gzipped): the root route's guard loads it for every other page
 * (loadQueryClient), and React's provider (src/mount.tsx) gives it to the components once here.
 */
let client: QueryClient | undefined;
let loading: Promise<QueryClient> | undefined;
const listeners = new Set<() => void>();

/** Called by src/lib/query-client.ts when it runs, whoever imported it. */
export function provideQueryClient(queryClient: QueryClient): void {
  client = queryClient;
  for (const listener of listeners) listener();
}

/** The query client if it has loaded. */
export const currentQueryClient = (): QueryClient | undefined => client;

/** Calls `listener` when the query client arrives; returns the unsubscribe. */
export function onQueryClient(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Loads the query client (once; a failed download, offline before the service worker held it, is tried again). */
export function loadQueryClient(): Promise<QueryClient> {
  if (client) return Promise.resolve(client);
  loading ??= import('./query-client.ts').then(
    ({ queryClient }) => queryClient,
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}
