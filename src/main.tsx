import { activateLanguage, initialLanguage, loadStaffMessages } from './lib/i18n.ts';
import { setSessionExpiredHandler } from './lib/api-client.ts';
import { nextTask } from './lib/next-task.ts';
import { ensureSession } from './lib/session.ts';
import { handleSessionExpired } from './lib/session-expiry.ts';
import { registerServiceWorker } from './offline-hooks/service-worker.ts';
import { captureInstallPrompt } from './offline-hooks/install-prompt.ts';
import './ui/global.css';

// Before any wait: the browser's install offer may come while the first screen loads.
captureInstallPrompt();

/** How long the first screen's load may hold the first render (the router's own pending screen shows after a second too). */
const FIRST_LOAD_WAIT_MS = 1_000;

setSessionExpiredHandler(() =>
  handleSessionExpired(async () => {
    const router = (await import('./router.tsx')).getRouter();
    return {
      here: () => router.state.location.href,
      toSignOut: (redirect) => void router.navigate({ to: '/logout', search: redirect ? { redirect } : {} }),
    };
  }),
);

// Everything the first screen waits for starts now and in parallel, not one after another: the
// catalog of the language, who is signed in (the root route's guard awaits this same request) and
// the lazy chunks of the routes this URL matches and, on a staff page, the staff catalog (the router
// would ask for them only after the guard). Only the main catalog is awaited before React renders.
// A URL the candidate route tree does not know (a staff page) first loads the full tree; if that
// fails (offline before the service worker has it), the root's not-found screen tries again.
// The route tree (src/router.tsx) and React DOM (src/mount.tsx) are start-up stages, each evaluated
// in a task of its own, and so is each step here (nextTask), creating the router too: done in the
// task that evaluates this module, they made one long task on a phone. index.html preloads the
// stages with this module.
const languageReady = activateLanguage(initialLanguage());
void ensureSession();
await nextTask();
const { getRouter, isUnknownPath, loadFullRouteTree } = await import('./router.tsx');
await nextTask();
const router = getRouter();
await nextTask();
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
await nextTask();
const mountReady = import('./mount.tsx');
await Promise.all([languageReady, routesReady]);
// The router resolves the URL (guards, loaders, redirects) before React mounts, so the first render
// is the finished screen: mounted mid-load, every component reading the router's store rendered
// again, synchronously, as each step of the load settled (a long task on a phone). A failed load
// is not fatal here: the router shows its error screen once mounted. A load still running after a
// second (a query paused offline waits for the network) does not hold the page blank: React mounts
// and the router shows the pending screen, as it would have without this wait.
await Promise.race([
  router.load().catch(() => undefined),
  new Promise((resolve) => setTimeout(resolve, FIRST_LOAD_WAIT_MS)),
]);

const { mount } = await mountReady;
mount(document.getElementById('root')!);

registerServiceWorker();
