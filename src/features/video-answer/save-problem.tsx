/** Why a take is not saved yet and what to do, shown once beside it (never a pop-up per try). */
import { Trans } from '@lingui/react/macro';
import type { SaveOutcome } from './save-take.ts';

export function SaveProblem({
  outcome,
  isOnlyOnPage,
}: {
  outcome: Exclude<SaveOutcome, 'saved'>;
  /** The take is in this page's memory only (not a piece of it on the device). */
  isOnlyOnPage: boolean;
}) {
  return (
    <div className="notice notice--error" role="alert" data-testid="save-problem">
      <p>
        {outcome === 'storage-full' ? (
          <Trans>
            This device could not save the recording: its storage is full, or the browser does not allow it. Free some
            space on this device (files, photos or apps you no longer need), then choose Try saving again.
          </Trans>
        ) : (
          <Trans>
            This device could not save the recording. Choose Try saving again; if it fails again, record the answer
            again.
          </Trans>
        )}
      </p>
      {isOnlyOnPage && (
        <p>
          <Trans>
            Your recording is kept on this page until it is saved: keep this tab open, because closing or reloading it
            would lose the recording.
          </Trans>
        </p>
      )}
    </div>
  );
}
