import { Trans } from '@lingui/react/macro';
import { useAtomValue } from '../lib/store.ts';
import { applyUpdate, updateDecisionAtom } from '../offline-hooks/service-worker.ts';
import './banner.css';

/**
 * Offers a waiting new version; the page reloads only when the user asks for it, and never while a
 * section is in progress in this browser (then it says the update waits for the section).
 */
export function UpdateBanner() {
  const decision = useAtomValue(updateDecisionAtom);
  if (decision === 'none') return null;
  if (decision === 'held') {
    return (
      <div className="banner banner--info" role="status" data-testid="update-held">
        <p className="banner__text">
          <Trans>
            A new version is ready. It will be offered when you finish this section; nothing you are doing is
            interrupted.
          </Trans>
        </p>
      </div>
    );
  }
  return (
    <div className="banner banner--info" role="status">
      <p className="banner__text">
        <Trans>A new version is available</Trans>
      </p>
      <button type="button" className="banner__action" onClick={() => void applyUpdate()}>
        <Trans>Update</Trans>
      </button>
    </div>
  );
}
