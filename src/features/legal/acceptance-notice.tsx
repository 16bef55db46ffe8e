/**
 * The notice a signed-in candidate sees when a newer version of the terms of use or the privacy
 * policy was published since they accepted one: it blocks the page until they accept. It asks only
 * while online and never unmounts the page beneath it, so offline answering goes on and nothing
 * typed is lost (D124). The documents open in a new tab for the same reason.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import type { PendingVersion } from '../../../contracts/legal-documents.ts';
import { ApiError, call } from '../../lib/api-client.ts';
import { errorText } from '../../lib/error-text.ts';
import { acceptVersions, pendingAcceptance } from '../../lib/api/legal.ts';
import { Button } from '../../ui/form/button.tsx';
import { useIsOnline } from '../../ui/offline-notice.tsx';
import { formatLegalDate } from './legal-dates.ts';
import './legal.css';

const PENDING_KEY = ['legal-pending'];

export function AcceptanceNotice() {
  const isOnline = useIsOnline();
  const pending = useQuery({
    queryKey: PENDING_KEY,
    queryFn: () => call(pendingAcceptance),
    enabled: isOnline,
    // Once per page load: a version published while the candidate works waits for their next visit.
    staleTime: Infinity,
    retry: false,
  });
  if (!isOnline || !pending.data?.length) return null;
  return <AcceptanceDialog versions={pending.data} />;
}

function AcceptanceDialog({ versions }: { versions: PendingVersion[] }) {
  const { i18n } = useLingui();
  const queryClient = useQueryClient();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [isBusy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>();

  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal?.();
    return () => dialog?.close();
  }, []);

  async function accept() {
    setBusy(true);
    setError(undefined);
    try {
      const left = await call(acceptVersions, {
        body: { versions: versions.map(({ document, version }) => ({ document, version })) },
      });
      queryClient.setQueryData(PENDING_KEY, left);
    } catch (caught) {
      // A newer version was published meanwhile: show it instead.
      if (caught instanceof ApiError && caught.status === 409)
        await queryClient.invalidateQueries({ queryKey: PENDING_KEY });
      else setError(caught);
    } finally {
      setBusy(false);
    }
  }

  return (
    <dialog
      ref={ref}
      className="legal-acceptance__panel"
      aria-labelledby={titleId}
      onCancel={(event) => event.preventDefault()}
    >
      <h2 id={titleId}>
        <Trans>We have updated our terms</Trans>
      </h2>
      <p>
        <Trans>Please read what changed and accept it to continue. Your answers are kept.</Trans>
      </p>
      <ul>
        {versions.map((version) => {
          const date = formatLegalDate(version.effective_on, i18n.locale);
          return (
            <li key={version.document}>
              <a href={version.document === 'terms' ? '/terms' : '/privacy'} target="_blank" rel="noopener">
                {version.document === 'terms' ? <Trans>Terms of use</Trans> : <Trans>Privacy policy</Trans>}
              </a>{' '}
              <Trans>
                (version {version.version}, effective {date})
              </Trans>
            </li>
          );
        })}
      </ul>
      {error !== undefined && <p role="alert">{errorText(error)}</p>}
      <Button type="button" onClick={() => void accept()} isBusy={isBusy} busyLabel={<Trans>Accepting…</Trans>}>
        <Trans>Accept and continue</Trans>
      </Button>
    </dialog>
  );
}
