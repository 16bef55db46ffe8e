import { Trans } from '@lingui/react/macro';

/** Another tab or window of this browser has the activity open: this page stays read-only. */
export function OtherTabNotice() {
  return (
    <div className="notice notice--warning" role="alert" data-testid="lease-notice" data-lease="tab">
      <p>
        <Trans>
          This activity is open in another tab or window. Please continue there; this page will not submit it.
        </Trans>
      </p>
    </div>
  );
}
