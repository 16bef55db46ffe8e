import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client.ts';

/** How long data a candidate opened stays readable offline (persisted and kept in the cache). */
export const OFFLINE_READ_MAX_AGE_MS = 7 * 24 * 60 * 60_000;

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      retry: (count, error) => !(error instanceof ApiError && error.status !== undefined && error.status < 500) && count < 2,
    },
  },
});
