import { startTransition, useEffect, useState } from 'react';

export type LiveValue<T> = { loaded: false; value: undefined } | { loaded: true; value: T };

/** The Dexie side of item-by-item activities (src/offline/live-reads.ts): its own chunk, off the first render's path. */
export type LiveReads = typeof import('../offline/live-reads.ts');
let reads: Promise<LiveReads> | undefined;
export function loadLiveReads(): Promise<LiveReads> {
  reads ??= import('../offline/live-reads.ts');
  // A failed download (offline before the service worker had it) is tried again next time.
  reads.catch(() => (reads = undefined));
  return reads;
}

/** Records as IndexedDB stores them (structured clones of plain data): equal when their JSON is. */
function sameValue(a: unknown, b: unknown): boolean {
  return a === b || JSON.stringify(a) === JSON.stringify(b);
}

/**
 * A Dexie live query as React state; re-runs when a dependency changes, and reads as not loaded
 * until the query for the current dependencies has answered (never a stale value of old ones).
 * `first`, when given, answers before Dexie has loaded (first-read.ts); the live query's values
 * replace it. While `enabled` is false nothing is read (and Dexie is not fetched for it).
 */
export function useLiveValue<T>(
  query: (reads: LiveReads) => Promise<T>,
  deps: readonly unknown[],
  first?: () => Promise<T>,
  enabled = true,
): LiveValue<T> {
  const key = JSON.stringify(deps);
  const [state, setState] = useState<{ key: string; value: T; live: boolean }>();
  useEffect(() => {
    if (!enabled) return;
    let active = true;
    let unsubscribe: (() => void) | undefined;
    // Every update is a transition, so React renders what it brings in slices, never in one long task.
    type State = { key: string; value: T; live: boolean } | undefined;
    const update = (next: (current: State) => State) => startTransition(() => setState(next));
    const firstDone = first
      ? first().then(
          (value) =>
            active &&
            update((current) => (current?.key === key && current.live ? current : { key, value, live: false })),
          () => undefined,
        )
      : Promise.resolve();
    // With a first read, Dexie is fetched once it has answered: the screen renders before Dexie runs.
    void firstDone.then(loadLiveReads).then(
      (live) => {
        if (!active) return;
        const subscription = live
          .liveQuery(() => query(live))
          .subscribe({
            // Dexie's first answer usually repeats the first read: keeping that state saves the
            // screen a second render of everything it just rendered.
            next: (value) =>
              update((current) =>
                current?.key === key && !current.live && sameValue(current.value, value)
                  ? current
                  : { key, value, live: true },
              ),
            error: () => update(() => ({ key, value: undefined as T, live: true })),
          });
        unsubscribe = () => subscription.unsubscribe();
      },
      () =>
        active && update((current) => (current?.key === key ? current : { key, value: undefined as T, live: true })),
    );
    return () => {
      active = false;
      unsubscribe?.();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, enabled]);
  return state && state.key === key ? { loaded: true, value: state.value } : { loaded: false, value: undefined };
}
