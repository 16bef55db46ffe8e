/**
 * What a page that could not load says, in the reader's language, with a retry: the router's
 * default error screen (src/router.tsx), where TanStack Router would show its own English one.
 * Offline, a page this device does not keep (those that need the network stay out of the service
 * worker's precache, bench/budget.json `onlineOnlyRoutes`) says that it needs a connection, and opens
 * by itself once the network returns. Its own chunk and catalog: only a failed page loads it.
 */
import { isNotFound, useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { errorText } from '../../lib/error-text.ts';
import { Button } from '../form/button.tsx';
import { useIsOnline } from '../offline-notice.tsx';
import { failedFileUrl, whenReachable } from './when-reachable.ts';

/** The page's code or its style sheet did not download (as Chromium, Firefox, Safari and Vite's preload word it). */
const isCodeDownloadFailure = (error: unknown) =>
  error instanceof Error &&
  /^(Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS)/.test(
    error.message,
  );

export function RouteError({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  const isOnline = useIsOnline();
  const retry = async () => {
    // The browser keeps a failed module download as failed for the page's life: only a reload
    // fetches the page's code again (nothing was typed on a page that did not load).
    if (isCodeDownloadFailure(error)) return window.location.reload();
    await router.invalidate();
    reset();
  };
  // Failed offline: open by itself once the network returns. Registered once, on mount: the
  // screen re-rendering as the browser goes online must not take the listener away first. The
  // network can return between the render and the effect (the screen already shown): then at once.
  const [failedOffline] = useState(() => !navigator.onLine);
  useEffect(() => {
    if (!failedOffline) return;
    // The page's code did not download: reload once the network answers for its file, whatever
    // the answer (a file gone means a new version, which the reload brings).
    const file = isCodeDownloadFailure(error) ? failedFileUrl((error as Error).message) : undefined;
    if (file) {
      const controller = new AbortController();
      void whenReachable(file, controller.signal).then(() => window.location.reload());
      return () => controller.abort();
    }
    if (navigator.onLine) return void retry();
    const onOnline = () => void retry();
    window.addEventListener('online', onOnline, { once: true });
    return () => window.removeEventListener('online', onOnline);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  // Not-found belongs to the root's not-found screen.
  if (isNotFound(error)) throw error;
  return (
    <div className="notice notice--error" role="alert">
      {isOnline ? (
        <p>{errorText(error)}</p>
      ) : (
        <p>
          <Trans>This page needs a connection, and this device is offline. It opens once you are back online.</Trans>
        </p>
      )}
      <Button variant="secondary" onClick={() => void retry()}>
        <Trans>Try again</Trans>
      </Button>
    </div>
  );
}
