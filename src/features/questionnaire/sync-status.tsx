import { Plural } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { useIsOnline } from '../../ui/offline-notice.tsx';
import { usePendingCount } from './use-pending-count.ts';
import './questionnaire.css';

/** Online with answers still queued for this long: say so (a normal send takes well under it). */
const SLOW_SYNC_MS = 5_000;

/**
 * The quiet line of the candidate's pages: answers waiting to be sent, their count (offline at
 * once, online once sending is slow). Whether the device is offline is the header's one indicator
 * (src/ui/offline-readiness/network-status.tsx), not said twice.
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
  if (pending === 0 || (isOnline && !isSlow)) return <div role="status" className="sync-status sync-status--idle" />;
  return (
    <div role="status" className="sync-status">
      <span className="sync-status__dot" aria-hidden="true" />
      <span>
        <Plural value={pending} one="# answer waiting to be sent" other="# answers waiting to be sent" />
      </span>
    </div>
  );
}
