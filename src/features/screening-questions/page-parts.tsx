import { Plural, Trans } from '@lingui/react/macro';
import { ErrorCode } from '../../../contracts/error-codes.ts';
import type { Refusal } from '../../offline/db.ts';
import { useIsOnline } from '../../ui/offline-notice.tsx';

export { TrackerLink } from '../../ui/tracker-link.tsx';

/** Quiet, and only while offline (docs/ux.md). */
export function OfflineLine() {
  const isOnline = useIsOnline();
  return (
    <div role="status" className="sq-offline">
      {!isOnline && (
        <p className="sq-offline__text">
          <Trans>You're offline. Your answers are saved on this device and will be sent when you're back online.</Trans>
        </p>
      )}
    </div>
  );
}

/**
 * The server's refusal of the start or the submission, in the candidate's language: the same
 * activity open on another device (409 conflict), answers that failed its rules (400), or its
 * own message for anything else.
 */
export function RefusalNotice({ refusal, refusedCount }: { refusal?: Refusal; refusedCount: number }) {
  if (!refusal && refusedCount === 0) return null;
  return (
    <div className="notice notice--error" role="alert">
      <p>
        {refusal?.code === ErrorCode.conflict ||
        refusal?.code === ErrorCode.attemptLeased ||
        refusal?.code === ErrorCode.attemptMoved ? (
          <Trans>
            These questions are already in progress on another device or browser, so answers given here are not kept.
            Please continue there.
          </Trans>
        ) : refusal?.code === ErrorCode.validation ? (
          <Trans>The answers could not be submitted. Please check them and submit again.</Trans>
        ) : refusal ? (
          refusal.message
        ) : (
          <Plural
            value={refusedCount}
            one="# answer was not accepted by the server."
            other="# answers were not accepted by the server."
          />
        )}
      </p>
    </div>
  );
}
