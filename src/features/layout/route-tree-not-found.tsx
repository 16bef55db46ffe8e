import { useEffect, useState } from 'react';
import { useRouter } from '@tanstack/react-router';
import { LoadingOverlay } from '../../ui/loading-overlay.tsx';
import { NotFoundScreen } from './not-found-screen.tsx';

/**
 * The root's not-found screen. The app starts with the candidate route tree (src/router.tsx), so a
 * path it does not know may be a staff page: load the full tree, then match again. Only a path the
 * full tree does not know either (or a tree that cannot be downloaded) shows "Page not found".
 */
export function RouteTreeNotFound() {
  const router = useRouter();
  // Through the router's context, not an import of src/router.tsx: that module imports the route
  // tree, whose root renders this screen.
  const { knowsEveryRoute, loadFullRouteTree } = router.options.context.routeTree;
  const [state, setState] = useState<'loading' | 'loaded' | 'failed'>(() => (knowsEveryRoute() ? 'loaded' : 'loading'));
  useEffect(() => {
    if (state !== 'loading') return;
    let live = true;
    // 'loaded' only once the router has matched again: set before, this screen would show "Page
    // not found" for a moment on a path the full tree knows.
    loadFullRouteTree()
      .then(() => (live ? router.invalidate() : undefined))
      .then(
        () => {
          if (live) setState('loaded');
        },
        () => {
          if (live) setState('failed');
        },
      );
    return () => {
      live = false;
    };
  }, [router, state, loadFullRouteTree]);
  return state === 'loading' ? <LoadingOverlay /> : <NotFoundScreen />;
}
