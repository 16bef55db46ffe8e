/** What the screen says about going on offline before a timed activity starts. */
import { Trans } from '@lingui/react/macro';
import type { NotReadyReason, Readiness } from '../../offline/offline-readiness.ts';
import { Button } from '../form/button.tsx';
import './offline-readiness.css';

export function ReasonText({ reason }: { reason: NotReadyReason }) {
  switch (reason) {
    case 'unsupported':
      return (
        <Trans>
          This browser cannot keep the app for offline use (private browsing or a browser setting may prevent it).
        </Trans>
      );
    case 'offline':
      return (
        <Trans>
          You're offline, and this device had not finished getting ready. Connect to the internet for a moment so it
          can.
        </Trans>
      );
    case 'storage-full':
      return (
        <Trans>
          This device is short of free storage for your answers. Free some space, then come back to this page.
        </Trans>
      );
    case 'code-missing':
      return (
        <Trans>
          Part of the app is missing from this device. Connect to the internet so it can be downloaded again.
        </Trans>
      );
    case 'content-missing':
      return (
        <Trans>
          This activity's content is not saved on this device yet. Connect to the internet so it can be saved.
        </Trans>
      );
    case 'content-unopened':
      return <Trans>Open this activity once while you are online so its content is saved on this device.</Trans>;
  }
}

export function ReadinessNotice({
  readiness,
  wentOnline,
  onGoOnline,
}: {
  readiness: Readiness;
  wentOnline: boolean;
  onGoOnline(): void;
}) {
  if (readiness.status === 'ready') {
    return (
      <div className="notice offline-ready offline-ready--ready" role="status">
        <p>
          <strong>
            <span aria-hidden="true">✓ </span>
            <Trans>Ready to work offline</Trans>
          </strong>{' '}
          <Trans>
            If the connection drops or the page reloads, you can carry on: your work is kept on this device.
          </Trans>
        </p>
      </div>
    );
  }
  if (wentOnline) {
    return (
      <div className="notice notice--warning offline-ready" role="status">
        <p>
          <Trans>You chose to go on online. Stay connected and keep this page open until you finish.</Trans>
        </p>
      </div>
    );
  }
  return (
    <div className={`notice offline-ready ${readiness.status === 'checking' ? '' : 'notice--warning'}`} role="status">
      <p>
        <strong>
          {readiness.status === 'checking' ? (
            <Trans>Getting ready to work offline…</Trans>
          ) : (
            <Trans>Not ready to work offline.</Trans>
          )}
        </strong>{' '}
        {readiness.status === 'checking' ? (
          <Trans>
            On a first visit this takes a few seconds. The start button waits so that a lost connection or a reload
            cannot stop the timed part.
          </Trans>
        ) : (
          <ReasonText reason={readiness.reason} />
        )}
      </p>
      <p>
        <Trans>
          You can go on now, online only: then losing the connection or reloading the page while the clock runs could
          stop the activity, and the lost time is not given back.
        </Trans>
      </p>
      <Button variant="secondary" onClick={onGoOnline}>
        <Trans>Go on anyway, online</Trans>
      </Button>
    </div>
  );
}
