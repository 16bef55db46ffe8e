import { Trans } from '@lingui/react/macro';
import { useAtomValue } from '../lib/store.ts';
import { applyUpdate, updateAvailableAtom } from '../lib/service-worker.ts';
import './banner.css';

/** Offers a waiting new version; the page reloads only when the user asks for it. */
export function UpdateBanner() {
  const isUpdateAvailable = useAtomValue(updateAvailableAtom);
  if (!isUpdateAvailable) return null;
  return (
    <div className="banner banner--info" role="status">
      <p className="banner__text">
        <Trans>A new version is available</Trans>
      </p>
      <button type="button" className="banner__action" onClick={applyUpdate}>
        <Trans>Update</Trans>
      </button>
    </div>
  );
}
