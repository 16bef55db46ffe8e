import { useLiveValue } from '../../offline-hooks/use-deferred-live-value.ts';

/** Answers on this device the server has not acknowledged yet (live). */
export function usePendingCount(): number {
  const count = useLiveValue((reads) => reads.pendingCount(), []);
  return count.value ?? 0;
}
