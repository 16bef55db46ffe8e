import { useEffect, useState } from 'react';
import { useRouter } from '@tanstack/react-router';
import { knowsEveryRoute, loadFullRouteTree } from '../../router.tsx';
import { LoadingOverlay } from '../../ui/loading-overlay.tsx';
import { NotFoundScreen } from './not-found-screen.tsx';

/**
 * The root's not-found screen. The app starts with the candidate route tree (src/router.tsx), so a
 * path it does not know may be a staff page: load the full tree, then match again. Only a path the
 * full tree does not know either (or a tree that cannot be downloaded) shows "Page not found".
 */
export function RouteTreeNotFound() {
  const router = useRouter();
  const [state, setState] = useState<'loading' | 'loaded' | 'failed'>(() => (knowsEveryRoute() ? 'loaded' : 'loading'));
  useEffect(() => {
    if (state !== 'loading') return;
    let live = true;
    loadFullRouteTree().then(
      () => {
        if (!live) return;
        setState('loaded');
        void router.invalidate();
      },
      () => {
        if (live) setState('failed');
      },
    );
    return () => {
      live = false;
    };
  }, [router, state]);
  return state === 'loading' ? <LoadingOverlay /> : <NotFoundScreen />;
}
