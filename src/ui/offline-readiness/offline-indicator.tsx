/**
 * The word on offline use: in the candidate header for the app itself (the same check as before a
 * timed activity), and on the tracker for each activity, from its kind's declaration.
 */
import type { ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import type {
  ActivityReadiness,
  NotReadyReason,
  OnlineOnlyReason,
  ReadinessEnv,
} from '../../offline/offline-readiness.ts';
import type { KindActivity, KindOffline } from '../activity-shell/candidate-kind.ts';
import { useIsOnline } from '../offline-notice.tsx';
import type { ScreenLoader } from './activity-needs.ts';
import { useActivityReadiness, useOfflineReadiness } from './use-offline-readiness.ts';
import './offline-readiness.css';

function Badge({
  status,
  className = '',
  children,
}: {
  status: ActivityReadiness['status'];
  className?: string;
  children: ReactNode;
}) {
  const look = status === 'online-only' ? 'not-ready' : status;
  return (
    <span
      className={`offline-indicator offline-indicator--${look} ${className}`}
      role="status"
      data-testid="offline-indicator"
    >
      <span className="offline-indicator__mark" aria-hidden="true">
        {status === 'ready' ? '✓' : status === 'checking' ? '○' : '✕'}
      </span>
      {children}
    </span>
  );
}

/** `env` is for tests. */
export function OfflineIndicator({ env }: { env?: ReadinessEnv }) {
  const readiness = useOfflineReadiness(undefined, env);
  return (
    <Badge status={readiness.status}>
      {readiness.status === 'ready' ? (
        <Trans>Available offline</Trans>
      ) : readiness.status === 'checking' ? (
        <Trans>Getting ready for offline</Trans>
      ) : (
        <Trans>Not available offline</Trans>
      )}
    </Badge>
  );
}

/** What keeps an activity from working offline, in a few words after "Not available offline:". */
function MissingText({ reason }: { reason: NotReadyReason }) {
  switch (reason) {
    case 'unsupported':
      return <Trans>this browser cannot keep it on the device</Trans>;
    case 'offline':
      return <Trans>connect once to get it ready</Trans>;
    case 'storage-full':
      return <Trans>not enough free storage on this device</Trans>;
    case 'code-missing':
      return <Trans>part of its app is not downloaded yet</Trans>;
    case 'content-missing':
      return <Trans>connect and open it once to get it ready</Trans>;
    case 'content-unopened':
      return <Trans>open it once while online to save it on this device</Trans>;
  }
}

/** Why an activity needs the network, in a few words after "Needs a connection:". */
export function OnlineOnlyShortText({ because }: { because: OnlineOnlyReason }) {
  switch (because) {
    case 'measuring-connection':
      return <Trans>it measures your internet connection</Trans>;
    case 'booking':
      return <Trans>the free times are booked on the company's server</Trans>;
    case 'signing':
      return <Trans>your signature is recorded on the company's server</Trans>;
    case 'private-answers':
      return <Trans>your answers are never stored on this device</Trans>;
  }
}

/** One activity's word on offline use. `loadScreen` loads a screen route's code (keep its identity); `env` is for tests. */
export function ActivityOfflineIndicator({
  offline,
  activity,
  loadScreen,
  env,
}: {
  offline: KindOffline;
  activity: KindActivity;
  loadScreen: ScreenLoader;
  env?: ReadinessEnv;
}) {
  const checked = useActivityReadiness(offline, activity, loadScreen, env);
  // Nothing gets ready without the network: offline, a check still under way is not "getting ready" (D269).
  const isOnline = useIsOnline();
  const readiness: ActivityReadiness =
    checked.status === 'checking' && !isOnline ? { status: 'not-ready', reason: 'offline' } : checked;
  return (
    <Badge status={readiness.status} className="offline-indicator--activity">
      {readiness.status === 'ready' ? (
        <Trans>Available offline</Trans>
      ) : readiness.status === 'checking' ? (
        <Trans>Getting ready for offline</Trans>
      ) : readiness.status === 'online-only' ? (
        <Trans>
          Needs a connection: <OnlineOnlyShortText because={readiness.because} />
        </Trans>
      ) : (
        <Trans>
          Not available offline: <MissingText reason={readiness.reason} />
        </Trans>
      )}
    </Badge>
  );
}
