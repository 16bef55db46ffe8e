import { liveQuery } from 'dexie';
import { useEffect, useState } from 'react';

export type LiveValue<T> = { loaded: false; value: undefined } | { loaded: true; value: T };

/**
 * A Dexie live query as React state: only committed data, re-read whenever it changes. Not loaded
 * until the query for the current dependencies has answered (never a stale value of old ones).
 */
export function useLiveValue<T>(query: () => Promise<T>, deps: readonly unknown[]): LiveValue<T> {
  const key = JSON.stringify(deps);
  const [state, setState] = useState<{ key: string; value: T }>();
  useEffect(() => {
    const subscription = liveQuery(query).subscribe({
      next: (value) => setState({ key, value }),
      error: () => setState({ key, value: undefined as T }),
    });
    return () => subscription.unsubscribe();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return state && state.key === key ? { loaded: true, value: state.value } : { loaded: false, value: undefined };
}
