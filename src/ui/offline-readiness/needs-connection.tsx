/**
 * Before an activity that cannot be done offline (booking an interview time, signing an offer):
 * says that it needs a connection and why, in the reader's language, with a retry that also runs
 * by itself when the network comes back. Never a spinner that waits forever.
 */
import { useEffect } from 'react';
import { Trans } from '@lingui/react/macro';
import type { OnlineOnlyReason } from '../../offline/offline-readiness.ts';
import { ApiError } from '../../lib/api-client.ts';
import { Button } from '../form/button.tsx';
import { useIsOnline } from '../offline-notice.tsx';
import { useNeedsConnection } from './page-needs-connection.ts';
import './offline-readiness.css';

/** Whether a read could not reach the server: paused by the query client while offline, or failed without an answer. */
export function isUnreachable(query: { fetchStatus: string; error: unknown }): boolean {
  if (query.fetchStatus === 'paused') return true;
  return query.error instanceof ApiError && !query.error.hasResponse;
}

function WhyText({ because }: { because: OnlineOnlyReason }) {
  switch (because) {
    case 'booking':
      return (
        <Trans>
          Booking an interview needs a connection: the free times change as other candidates book, so they are read from
          the company's server when you choose.
        </Trans>
      );
    case 'signing':
      return (
        <Trans>
          Your offer needs a connection: it is read from the company's server the first time you open it, and your
          signature is recorded there.
        </Trans>
      );
    case 'measuring-connection':
      return <Trans>This activity measures your internet connection, so it can only run online.</Trans>;
    case 'private-answers':
      return (
        <Trans>
          To protect your privacy, these answers are never stored on this device: the questions are answered and sent
          while you are online.
        </Trans>
      );
  }
}

export function NeedsConnection({
  because,
  onRetry,
  isRetrying = false,
}: {
  because: OnlineOnlyReason;
  onRetry(): void;
  isRetrying?: boolean;
}) {
  const isOnline = useIsOnline();
  useNeedsConnection();
  useEffect(() => {
    const retry = () => onRetry();
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [onRetry]);
  return (
    <div className="notice notice--warning needs-connection" role="alert" data-testid="needs-connection">
      <p>
        <strong>
          <Trans>This needs a connection.</Trans>
        </strong>{' '}
        <WhyText because={because} />
      </p>
      <p>
        {isOnline ? (
          <Trans>Could not reach the server. Try again in a moment.</Trans>
        ) : (
          <Trans>You're offline. Connect to the internet: this page tries again by itself when you're back.</Trans>
        )}
      </p>
      <Button variant="secondary" onClick={onRetry} isBusy={isRetrying} busyLabel={<Trans>Trying again…</Trans>}>
        <Trans>Try again</Trans>
      </Button>
    </div>
  );
}
