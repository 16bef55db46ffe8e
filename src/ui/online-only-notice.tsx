import { Trans } from '@lingui/react/macro';

/**
 * The notice every online-only activity shows (no IndexedDB: private browsing, a full disk):
 * answers are saved only on the server, so only while online, in this browser tab.
 */
export function OnlineOnlyNotice() {
  return (
    <div className="notice notice--warning" data-testid="online-only-notice">
      <p>
        <Trans>
          This browser is not letting Assay save answers on this device (private browsing or a full disk can cause
          this). Each answer is sent straight to the server instead, so please stay online and keep this page open until
          your answers show as saved.
        </Trans>
      </p>
    </div>
  );
}

/** An action that could not reach the server (offline or a failed request): nothing was saved, what is on screen stays. */
export function NotSavedOffline({ isOnline }: { isOnline: boolean }) {
  return (
    <div className="notice notice--error" role="alert">
      <p>
        {isOnline ? (
          <Trans>
            This was not saved: the server could not be reached. What you entered is still here. Please try again.
          </Trans>
        ) : (
          <Trans>
            You're offline, so this was not saved. What you entered is still here: try again when you're back online.
          </Trans>
        )}
      </p>
    </div>
  );
}
