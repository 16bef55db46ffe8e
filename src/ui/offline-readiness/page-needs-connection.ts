/**
 * Whether the page on screen can be used without the network, as its screens say: the header's
 * one indicator (offline-indicator.tsx NetworkStatus) reads it beside the device's readiness. A screen that cannot
 * work offline (an online-only page or activity, an activity whose content is not on this device)
 * calls `useNeedsConnection()` while it shows. Kept apart from the indicator so screens import
 * a few lines, not its words.
 */
import { useEffect, useSyncExternalStore } from 'react';

let needing = 0;
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function change(by: number): void {
  needing += by;
  for (const listener of listeners) listener();
}

/** This screen, while it shows (and `when` holds), cannot be used offline. */
export function useNeedsConnection(when = true): void {
  useEffect(() => {
    if (!when) return;
    change(1);
    return () => change(-1);
  }, [when]);
}

/** Whether a screen on the page said it needs the network. */
export function usePageNeedsConnection(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => needing > 0,
    () => false,
  );
}
