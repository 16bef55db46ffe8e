import { Plural, Trans } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { useIsOnline } from '../../ui/offline-notice.tsx';
import { usePendingCount } from './use-pending-count.ts';
import './questionnaire.css';

/** Online with answers still queued for this long: say so (a normal send takes well under it). */
const SLOW_SYNC_MS = 5_000;

/**
 * The quiet indicator of the candidate's pages: nothing while the network is fine; offline, a
 * line saying so; answers waiting, their count.
 */
export function SyncStatus() {
  const isOnline = useIsOnline();
  const pending = usePendingCount();
  const [isSlow, setIsSlow] = useState(false);
  if (pending === 0 && isSlow) setIsSlow(false);
  useEffect(() => {
    if (pending === 0) return;
    const timer = setTimeout(() => setIsSlow(true), SLOW_SYNC_MS);
    return () => clearTimeout(timer);
  }, [pending]);
  if (isOnline && (pending === 0 || !isSlow)) return <div role="status" className="sync-status sync-status--idle" />;
  return (
    <div role="status" className="sync-status">
      <span className="sync-status__dot" aria-hidden="true" />
      {!isOnline && (
        <span>
          <Trans>Offline</Trans>
        </span>
      )}
      {pending > 0 && (
        <span>
          <Plural value={pending} one="# answer waiting to be sent" other="# answers waiting to be sent" />
        </span>
      )}
    </div>
  );
}
