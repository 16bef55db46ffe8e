/** The candidate header's word on offline use: the same check as before a timed activity, for the app itself. */
import { Trans } from '@lingui/react/macro';
import type { ReadinessEnv } from '../../offline/offline-readiness.ts';
import { useOfflineReadiness } from './use-offline-readiness.ts';
import './offline-readiness.css';

/** `env` is for tests. */
export function OfflineIndicator({ env }: { env?: ReadinessEnv }) {
  const readiness = useOfflineReadiness(undefined, env);
  return (
    <span
      className={`offline-indicator offline-indicator--${readiness.status}`}
      role="status"
      data-testid="offline-indicator"
    >
      <span className="offline-indicator__mark" aria-hidden="true">
        {readiness.status === 'ready' ? '✓' : readiness.status === 'checking' ? '○' : '✕'}
      </span>
      {readiness.status === 'ready' ? (
        <Trans>Available offline</Trans>
      ) : readiness.status === 'checking' ? (
        <Trans>Getting ready for offline</Trans>
      ) : (
        <Trans>Not available offline</Trans>
      )}
    </span>
  );
}
