import { createRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import type { routeTree } from './route-tree.gen.ts';
import { routeTree as candidateRouteTree } from 'virtual:assay/candidate-route-tree';
import { onRouteRecheck } from './lib/route-recheck.ts';

// The app starts with the route tree less the staff routes (scripts/vite-candidate-route-tree.ts):
// the staff routes' paths, search schemas and guards stay out of every candidate's first load. Types
// are the full tree's, so links and navigation to staff pages type-check as before.
const createAppRouter = () => {
  const created = createRouter({
    routeTree: candidateRouteTree as typeof routeTree,
    context: { isUnknownPath, routeTree: { knowsEveryRoute, loadFullRouteTree } },
    defaultPreload: 'intent',
    defaultErrorComponent: PageError,
    scrollRestoration: true,
  });
  onRouteRecheck(() => void created.invalidate());
  return created;
};

// A page that failed to load, in the reader's language; loaded only then.
const RouteError = lazy(() => import('./ui/route-error/route-error.tsx').then((m) => ({ default: m.RouteError })));
function PageError(props: ErrorComponentProps) {
  return (
    <Suspense fallback={null}>
      <RouteError {...props} />
    </Suspense>
  );
}
export type AppRouter = ReturnType<typeof createAppRouter>;

let router: AppRouter | undefined;
/**
 * The app's one router, created on first use: src/main.tsx asks for it in the task after the one
 * that evaluated this module and its route tree (start-up in stages), so the two are short tasks.
 */
export function getRouter(): AppRouter {
  router ??= createAppRouter();
  return router;
}

let fullRouteTree: Promise<void> | undefined;
let hasFullTree = false;

/** Whether the router knows every route (the full tree has loaded). */
export const knowsEveryRoute = () => hasFullTree;

/**
 * Loads the full route tree (every staff route) and makes the router use it. Called at start-up
 * for a URL the candidate tree does not know, and by the root's not-found screen when a navigation
 * (a staff member signing in, a link) leaves the candidate tree. A failed download can be retried.
 */
export function loadFullRouteTree(): Promise<void> {
  fullRouteTree ??= import('./route-tree.gen.ts').then(
    () => {
      // Both trees are built from the same route objects, root included: importing the full tree
      // has given the root every child, but the router's `routeTree` is the same object, so
      // router.update would see no change. Rebuild its lookup tables explicitly.
      const router = getRouter();
      router.setRoutes(router.buildRouteTree());
      hasFullTree = true;
    },
    (error: unknown) => {
      fullRouteTree = undefined;
      throw error;
    },
  );
  return fullRouteTree;
}

/** Whether the current tree has no route for `pathname` (the router's own global not-found test). */
export function isUnknownPath(pathname: string): boolean {
  const [, params, found] = getRouter().getMatchedRoutes(pathname);
  return found ? found.path !== '/' && Boolean((params as Record<string, unknown>)['**']) : true;
}

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
  interface StaticDataRouteOption {
    /** The route's screens need the staff catalog (src/lib/i18n.ts loadStaffMessages; its beforeLoad awaits it). */
    staffMessages?: boolean;
  }
}
