/**
 * "Check your device first": the link every timed activity's instructions carry to the device
 * check (/test). It opens a new tab, so the activity and anything typed in it stay as they are.
 */
import { Trans } from '@lingui/react/macro';
import './device-check-link.css';

export function DeviceCheckLink() {
  return (
    <p className="device-check-link">
      <a href="/test" target="_blank" rel="noopener" data-testid="device-check-link">
        <Trans>Check your device first</Trans>
        <span className="visually-hidden">
          {' '}
          <Trans>(opens in a new tab)</Trans>
        </span>
      </a>
    </p>
  );
}
