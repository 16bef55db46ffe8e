import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client.ts';

/** How long data a candidate opened stays readable offline (persisted and kept in the cache). */
export const OFFLINE_READ_MAX_AGE_MS = 7 * 24 * 60 * 60_000;

/**
 * Where those reads are persisted (features/candidate-sync/persist-reads.ts writes it, the offline
 * readiness check reads it). Here, not in src/offline/offline-readiness.ts: every candidate page
 * persists its reads, and importing the key from there took the whole readiness check along.
 */
export const READS_SNAPSHOT_KEY = 'assay.candidate-reads';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      retry: (count, error) =>
        !(error instanceof ApiError && error.status !== undefined && error.status < 500) && count < 2,
    },
  },
});
