/**
 * The one pending and error pattern of the staff pages (D189): the staff layout wraps its
 * page in `StaffPageBoundary`, so a page whose loader or `useSuspenseQuery` is still waiting shows
 * the loading overlay, and one that failed shows the error's text with a retry, while the navbar
 * stays. A page that shows its own inline error (a list's "Try again") never reaches it.
 */
import { Suspense, type ReactNode } from 'react';
import { CatchBoundary, isNotFound, useRouter, useRouterState, type ErrorComponentProps } from '@tanstack/react-router';
import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { Trans } from '@lingui/react/macro';
import { errorText } from '../lib/error-text.ts';
import { Button } from './form/button.tsx';
import { LoadingOverlay } from './loading-overlay.tsx';

export function StaffPageBoundary({ children }: { children: ReactNode }) {
  // A navigation to another page (or the same page with other search) starts afresh.
  const href = useRouterState({ select: (state) => state.location.href });
  return (
    <CatchBoundary getResetKey={() => href} errorComponent={RouteLoadError}>
      <Suspense fallback={<LoadingOverlay />}>{children}</Suspense>
    </CatchBoundary>
  );
}

/** A page that could not load: what went wrong, and a retry that runs its loaders and queries again. */
export function RouteLoadError({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  const queries = useQueryErrorResetBoundary();
  // Not-found belongs to the root's not-found screen, not to this boundary.
  if (isNotFound(error)) throw error;
  const retry = async () => {
    queries.reset();
    await router.invalidate();
    reset();
  };
  return (
    <div className="notice notice--error" role="alert">
      <p>{errorText(error)}</p>
      <Button variant="secondary" onClick={() => void retry()}>
        <Trans>Try again</Trans>
      </Button>
    </div>
  );
}
