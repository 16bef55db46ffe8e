/**
 * What the candidate is told when this device refuses to store their work (a full disk, a private
 * window's quota; src/offline/storage-trouble.ts, D195): what it means for them and what to do.
 * Its own chunk and catalog: the candidate layout loads it only when a write was refused.
 */
import { Plural, Trans } from '@lingui/react/macro';
import { useEffect, useSyncExternalStore } from 'react';
import { onStorageTrouble, storageTrouble } from '../../offline/storage-trouble.ts';
import './storage-trouble-notice.css';

export function StorageTroubleNotice() {
  const { unsent } = useSyncExternalStore(onStorageTrouble, storageTrouble, storageTrouble);
  // "Keep this tab open" made real (D354): while this page holds work the server lacks, the browser asks before it goes.
  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (storageTrouble().unsent > 0) event.preventDefault();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, []);
  return (
    <div className="notice notice--warning storage-trouble" data-testid="storage-trouble-notice">
      <div role="alert">
        <p>
          <strong>
            <Trans>This device has stopped saving your work.</Trans>
          </strong>{' '}
          <Trans>Its storage is full, or the browser does not allow it (private browsing can cause this).</Trans>
        </p>
        <p>
          <Trans>
            Nothing is lost: your answers are kept on this page and sent to the server whenever you are online. Keep
            this tab open until they are sent, because closing it would lose them. Reloading it keeps your answers, but
            not a file you attached.
          </Trans>
        </p>
        <p>
          <Trans>
            Free some space on this device (files, photos or apps you no longer need) so it can save them again.
          </Trans>
        </p>
      </div>
      <p className="storage-trouble__count" role="status">
        {unsent > 0 ? (
          <Plural value={unsent} one="# change is waiting to be sent." other="# changes are waiting to be sent." />
        ) : (
          <Trans>Everything you have done so far has reached the server.</Trans>
        )}
      </p>
    </div>
  );
}

/**
 * Under a question whose latest answer the disk refused and the server does not have yet (D317):
 * kept in this page only. One text for every question screen (src/ui/kept-in-tab-only.tsx loads
 * it), in this catalog, which the layout has loaded with the notice by the time an answer is kept.
 */
export function KeptInTabOnlyWords() {
  return (
    <Trans>
      Kept in this tab only: this device could not store it. It will be sent as soon as you are online; keep this tab
      open until then.
    </Trans>
  );
}
