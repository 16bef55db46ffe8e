/**
 * An activity opened offline whose content this device never read (it is saved when the activity is
 * first opened online): says so and what to do, instead of a "Loading…" that never ends (D269). The
 * content's read is paused while offline and runs by itself when the network returns, so the page
 * opens then without a tap.
 */
import type { ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { useNeedsConnection } from './page-needs-connection.ts';
import './offline-readiness.css';

/** The content's read waits for the network and nothing is on the device: the activity is not ready offline. */
export const isWaitingOffline = (query: { data: unknown; fetchStatus: string }) =>
  query.data === undefined && query.fetchStatus === 'paused';

export function NotReadyOffline({ children }: { children?: ReactNode }) {
  useNeedsConnection();
  return (
    <section className="not-ready-offline">
      {children}
      <div className="notice notice--warning" role="alert" data-testid="not-ready-offline">
        <p>
          <strong>
            <Trans>Not ready to use offline.</Trans>
          </strong>{' '}
          <Trans>
            This activity has not been opened on this device while online, so its questions are not saved here.
          </Trans>
        </p>
        <p>
          <Trans>
            Connect to the internet once: this page opens by itself when you're back, and the activity is then kept on
            this device for offline use.
          </Trans>
        </p>
      </div>
    </section>
  );
}
