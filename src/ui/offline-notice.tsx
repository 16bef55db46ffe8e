import { Trans } from '@lingui/react/macro';
import { useSyncExternalStore } from 'react';
import './banner.css';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

export function useIsOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
}

/** Staff and admin screens are online-only; offline they say so instead of failing silently. */
export function OfflineNotice() {
  const isOnline = useIsOnline();
  if (isOnline) return null;
  return (
    <div className="banner banner--warning" role="status">
      <p className="banner__text">
        <Trans>You're offline. This page needs a connection.</Trans>
      </p>
    </div>
  );
}
