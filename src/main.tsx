import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nProvider } from '@lingui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { activateLanguage, i18n, initialLanguage, loadStaffMessages } from './lib/i18n.ts';
import { queryClient } from './lib/query-client.ts';
import { StoreProvider, store } from './lib/store.ts';
import { setSessionExpiredHandler } from './lib/api-client.ts';
import { ensureSession, setSignedOut } from './lib/session.ts';
import { isUnknownPath, loadFullRouteTree, router } from './router.tsx';
import { registerServiceWorker } from './lib/service-worker.ts';
import './ui/global.css';

/** How long the first screen's load may hold the first render (the router's own pending screen shows after a second too). */
const FIRST_LOAD_WAIT_MS = 1_000;

setSessionExpiredHandler(() => {
  setSignedOut();
  const here = router.state.location.href;
  void router.navigate({ to: '/logout', search: { redirect: here } });
});

// Everything the first screen waits for starts now and in parallel, not one after another: the
// catalog of the language, who is signed in (the root route's guard awaits this same request) and
// the lazy chunks of the routes this URL matches and, on a staff page, the staff catalog (the router
// would ask for them only after the guard). Only the main catalog is awaited before React renders.
// A URL the candidate route tree does not know (a staff page) first loads the full tree; if that
// fails (offline before the service worker has it), the root's not-found screen tries again.
const languageReady = activateLanguage(initialLanguage());
void ensureSession();
const routesReady = isUnknownPath(window.location.pathname) ? loadFullRouteTree().catch(() => undefined) : undefined;
const preloadMatchedRoutes = () => {
  for (const route of router.getMatchedRoutes(window.location.pathname)[0]) {
    // A failed preload is retried by the router itself when it loads the route.
    void router.loadRouteChunk(route)?.catch(() => undefined);
    if (route.options.staticData?.staffMessages) void loadStaffMessages().catch(() => undefined);
  }
};
if (routesReady) void routesReady.then(preloadMatchedRoutes);
else preloadMatchedRoutes();
await Promise.all([languageReady, routesReady]);
// The router resolves the URL (guards, loaders, redirects) before React mounts, so the first render
// is the finished screen: mounted mid-load, every component reading the router's store rendered
// again, synchronously, as each step of the load settled (a long task on a phone). A failed load
// is not fatal here: the router shows its error screen once mounted. A load still running after a
// second (a query paused offline waits for the network) does not hold the page blank: React mounts
// and the router shows the pending screen, as it would have without this wait.
await Promise.race([router.load().catch(() => undefined), new Promise((resolve) => setTimeout(resolve, FIRST_LOAD_WAIT_MS))]);

// A transition, so React renders the first screen in slices and yields to the browser between them
// instead of in one long task (Total Blocking Time on a phone, bench/lighthouse.mjs).
const container = document.getElementById('root')!;
// public/preload.js may have put the sign-in page's static shell in here; React's first commit
// replaces it. From now on preload.js must not add one (it would stay beside React's page).
container.setAttribute('data-app', '');
const root = createRoot(container);
startTransition(() =>
  root.render(
    <StrictMode>
      <StoreProvider store={store}>
        <I18nProvider i18n={i18n}>
          <QueryClientProvider client={queryClient}>
            <RouterProvider router={router} />
          </QueryClientProvider>
        </I18nProvider>
      </StoreProvider>
    </StrictMode>,
  ),
);

registerServiceWorker();
