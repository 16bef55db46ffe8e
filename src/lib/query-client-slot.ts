import type { QueryClient } from '@tanstack/react-query';

/**
 * The app's query client (src/lib/query-client.ts), once loaded. TanStack Query is not part of the
 * sign-in pages' load (about 7 KB gzipped): the root route's guard loads it for every other page
 * (loadQueryClient) before their guards, loaders and screens run, and React's provider
 * (src/mount.tsx) gives it to the components from then on. A module that imports
 * src/lib/query-client.ts itself gets the same client.
 */
let client: QueryClient | undefined;
let loading: Promise<QueryClient> | undefined;
const listeners = new Set<() => void>();

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
    ({ queryClient }) => {
      client = queryClient;
      for (const listener of listeners) listener();
      return queryClient;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}
