import { Plural, Trans } from '@lingui/react/macro';
import { useIsOnline } from '../../ui/offline-notice.tsx';
import { usePendingCount } from './use-pending-count.ts';

/** The questionnaire's offline banner (docs/ux.md): calm, with the number of answers waiting. */
export function OfflineBanner() {
  const isOnline = useIsOnline();
  const pending = usePendingCount();
  return (
    <div role="status" className="q-offline">
      {!isOnline && (
        <p className="q-offline__text">
          <Trans>You're offline. Your answers are saved on this device and will be sent when you're back online.</Trans>{' '}
          {pending > 0 && (
            <strong className="q-offline__count">
              <Plural value={pending} one="# answer waiting." other="# answers waiting." />
            </strong>
          )}
        </p>
      )}
    </div>
  );
}
