/**
 * The word on offline use: the header's one indicator (D271), the network and what this
 * page can do without it, in one chip, so "Offline" and "available offline" never show side by
 * side with two meanings; and on the tracker, each activity's, from its kind's declaration.
 */
import type { ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import type {
  ActivityReadiness,
  NotReadyReason,
  OnlineOnlyReason,
  Readiness,
  ReadinessEnv,
} from '../../offline/offline-readiness.ts';
import type { KindActivity, KindOffline } from '../activity-shell/candidate-kind.ts';
import { useIsOnline } from '../offline-notice.tsx';
import type { ScreenLoader } from './activity-needs.ts';
import { usePageNeedsConnection } from './page-needs-connection.ts';
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

export type NetworkState =
  /** Online, and this page is kept on the device: it goes on if the network goes. */
  | 'online-ready'
  /** Online, the device still downloading what the page needs offline. */
  | 'online-getting-ready'
  /** Online, and this page cannot be used offline (it needs the server, or this browser keeps nothing). */
  | 'online-only'
  /** Offline, and this page works without the network. */
  | 'offline-works'
  /** Offline, and this page cannot be used until the network returns. */
  | 'offline-needs-connection';

export function networkState(isOnline: boolean, readiness: Readiness, pageNeedsConnection: boolean): NetworkState {
  if (isOnline) {
    if (pageNeedsConnection || readiness.status === 'not-ready') return 'online-only';
    return readiness.status === 'ready' ? 'online-ready' : 'online-getting-ready';
  }
  // Offline, a device not ready (no worker in control, code or content missing) cannot go on.
  return pageNeedsConnection || readiness.status === 'not-ready' ? 'offline-needs-connection' : 'offline-works';
}

function Words({ state }: { state: NetworkState }) {
  switch (state) {
    case 'online-ready':
      return <Trans>Online · this page also works offline</Trans>;
    case 'online-getting-ready':
      return <Trans>Online · getting this page ready for offline</Trans>;
    case 'online-only':
      return <Trans>Online · this page does not work offline</Trans>;
    case 'offline-works':
      return <Trans>Offline · this page still works</Trans>;
    case 'offline-needs-connection':
      return <Trans>Offline · this page needs a connection</Trans>;
  }
}

/**
 * The header's indicator. The page's word comes from the device's readiness (the same check as
 * before a timed activity) and from its screens (page-needs-connection.ts): an online-only page
 * or activity, or one whose content is not on this device, never reads as working offline.
 * `env` is for tests.
 */
export function NetworkStatus({ env }: { env?: ReadinessEnv }) {
  const isOnline = useIsOnline();
  const readiness = useOfflineReadiness(undefined, env);
  const state = networkState(isOnline, readiness, usePageNeedsConnection());
  return (
    <span
      className={`offline-indicator offline-indicator--header offline-indicator--${state === 'online-ready' ? 'ready' : isOnline ? 'checking' : 'offline'}`}
      role="status"
      data-testid="network-status"
    >
      <span aria-hidden="true">
        {state === 'online-ready'
          ? '✓'
          : state === 'online-getting-ready'
            ? '○'
            : state === 'offline-needs-connection'
              ? '✕'
              : '●'}
      </span>
      <span>
        <Words state={state} />
      </span>
    </span>
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
