/**
 * Why a page of an activity submitted whole is read-only (src/offline-hooks/use-activity-lease.ts):
 * another tab of this browser has it open, or another device holds it (the shared LeaseNotice,
 * with "Continue on this device"). What the candidate typed here stays on screen and on the device.
 */
import { Trans } from '@lingui/react/macro';
import type { ActivityLease } from '../offline-hooks/use-activity-lease.ts';
import { LeaseNotice } from './lease-notice.tsx';
import { OtherTabNotice } from './activity-shell/other-tab-notice.tsx';

/** `keepsInput`: false where the page deliberately keeps nothing on the device (the equal-opportunity questions). */
export function ActivityLeaseNotice({ lease, keepsInput = true }: { lease: ActivityLease; keepsInput?: boolean }) {
  const { blocked } = lease;
  if (!blocked) return null;
  if (blocked.kind === 'tab') return <OtherTabNotice />;
  return (
    <LeaseNotice problem={blocked} onContinueHere={lease.continueHere}>
      {keepsInput && (
        <p>
          <Trans>What you entered on this page is kept on this device.</Trans>
        </p>
      )}
    </LeaseNotice>
  );
}
