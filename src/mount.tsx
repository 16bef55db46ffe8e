import { StrictMode, startTransition, useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nProvider } from '@lingui/react';
import { QueryClientContext } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { i18n } from './lib/i18n.ts';
import { currentQueryClient, onQueryClient } from './lib/query-client-slot.ts';
import { watchShellInput } from './lib/shell-input.ts';
import { StoreProvider, store } from './lib/store.ts';
import { getRouter } from './router.tsx';

/**
 * TanStack Query's provider, without the client until it has loaded (the sign-in pages do without
 * it, src/lib/query-client-slot.ts): the root route's guard loads it before any other page renders.
 * The same element throughout, so nothing below it mounts again when the client arrives; mounted
 * as QueryClientProvider mounts it (refetching on focus and on reconnecting).
 */
function QueryProvider({ children }: { children: ReactNode }) {
  const client = useSyncExternalStore(onQueryClient, currentQueryClient);
  useEffect(() => {
    if (!client) return undefined;
    client.mount();
    return () => client.unmount();
  }, [client]);
  return <QueryClientContext.Provider value={client}>{children}</QueryClientContext.Provider>;
}

/**
 * Renders the app into `container`. React DOM lives in this module, which src/main.tsx imports as
 * a start-up stage of its own, so evaluating React DOM is a task apart from evaluating the router.
 */
export function mount(container: HTMLElement) {
  // public/preload.js may have put the sign-in page's static shell in here; React's first commit
  // replaces it. From now on preload.js must not add one (it would stay beside React's page).
  container.setAttribute('data-app', '');
  // A person may have typed into the shell's fields: the sign-in form takes that over.
  watchShellInput(container);
  const root = createRoot(container);
  // A transition, so React renders the first screen in slices and yields to the browser between
  // them instead of in one long task (Total Blocking Time on a phone, bench/lighthouse.mjs).
  startTransition(() =>
    root.render(
      <StrictMode>
        <StoreProvider store={store}>
          <I18nProvider i18n={i18n}>
            <QueryProvider>
              <RouterProvider router={getRouter()} />
            </QueryProvider>
          </I18nProvider>
        </StoreProvider>
      </StrictMode>,
    ),
  );
}
