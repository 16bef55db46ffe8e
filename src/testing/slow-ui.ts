/**
 * The unit tests' slow machine (ASSAY_SLOW_UI=1, docs/testing.md): what a slow, busy phone does to
 * a screen's timing, made the same on every run. A Dexie live query answers 60 ms late, React
 * Query tells its observers 40 ms late, and every read of a reply's body waits 40 ms. A test that
 * waits on what a step stands for passes the same; one that reads a later state right after
 * waiting for an earlier one fails every time instead of one run in fifty on CI (flake row 58).
 * Added to the unit projects' set-up only when asked for (vitest.config.ts); never in `npm test`'s
 * quiet run.
 */
import { notifyManager } from '@tanstack/react-query';
import { vi } from 'vitest';

const LIVE_QUERY_MS = 60;
const NOTIFY_MS = 40;
const BODY_MS = 40;

notifyManager.setScheduler((callback) => void setTimeout(callback, NOTIFY_MS));

vi.mock('../offline-hooks/use-live-value.ts', async () => {
  const { useEffect, useState } = await import('react');
  const { liveQuery } = await import('dexie');
  return {
    useLiveValue(query: () => Promise<unknown>, deps: readonly unknown[]) {
      const key = JSON.stringify(deps);
      const [state, setState] = useState<{ key: string; value: unknown }>();
      useEffect(() => {
        const subscription = liveQuery(query).subscribe({
          next: (value) => void setTimeout(() => setState({ key, value }), LIVE_QUERY_MS),
          error: () => void setTimeout(() => setState({ key, value: undefined }), LIVE_QUERY_MS),
        });
        return () => subscription.unsubscribe();
        // eslint-disable-next-line react-hooks/exhaustive-deps
      }, [key]);
      return state && state.key === key ? { loaded: true, value: state.value } : { loaded: false, value: undefined };
    },
  };
});

const SLOWED = Symbol('slowed');
for (const method of ['json', 'text', 'blob', 'arrayBuffer'] as const) {
  const original = Response.prototype[method] as ((...args: unknown[]) => Promise<unknown>) & { [SLOWED]?: true };
  if (original[SLOWED]) continue;
  const slowed = Object.assign(
    function (this: Response, ...args: unknown[]) {
      return new Promise((resolve) => setTimeout(resolve, BODY_MS)).then(() => original.apply(this, args));
    },
    { [SLOWED]: true as const },
  );
  (Response.prototype as unknown as Record<string, unknown>)[method] = slowed;
}
