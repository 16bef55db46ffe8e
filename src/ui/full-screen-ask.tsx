/**
 * A company's ask that its timed tests fill the screen (D431): a request as each timed part
 * starts (from the candidate's own tap, which a browser requires), never a lock. While the part
 * runs outside full screen, a calm note offers to fill it again; leaving it is a fact the device
 * notes (`fullscreen_exit`, D402) and changes no score. A browser that cannot fill the screen
 * (most iPhones) is never asked and shows nothing.
 */
import { useEffect, useState } from 'react';
import { Trans } from '@lingui/react/macro';
import { Button } from './form/button.tsx';

type FullScreenDocument = Pick<Document, 'fullscreenEnabled' | 'fullscreenElement' | 'documentElement'>;

/** Asks the browser to fill the screen, where asked and possible; call it from the candidate's tap. */
export function enterFullScreen(isAsked: boolean | undefined, doc: FullScreenDocument = document): void {
  if (!isAsked || !doc.fullscreenEnabled || doc.fullscreenElement) return;
  // A refusal (no user gesture left, a browser setting) leaves the test as it is.
  doc.documentElement.requestFullscreen?.().catch(() => undefined);
}

/** While a timed part runs and the screen is not filled: the ask again, with the way back. */
export function FullScreenAsk({ isAsked, isRunning }: { isAsked: boolean | undefined; isRunning: boolean }) {
  const [isFull, setIsFull] = useState(() => document.fullscreenElement != null);
  useEffect(() => {
    const onChange = () => setIsFull(document.fullscreenElement != null);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);
  if (!isAsked || !isRunning || isFull || !document.fullscreenEnabled) return null;
  return (
    <div className="notice" data-testid="full-screen-ask">
      <p>
        <Trans>
          The company asks that timed tests fill the screen. Leaving full screen is noted as a fact and changes no
          score.
        </Trans>
      </p>
      <Button variant="secondary" onClick={() => enterFullScreen(true)}>
        <Trans>Fill the screen</Trans>
      </Button>
    </div>
  );
}

/** The notice's sentence before the test, where the company asks (D431). */
export function FullScreenNotice({ isAsked }: { isAsked: boolean | undefined }) {
  if (!isAsked) return null;
  return (
    <Trans>
      The company asks that timed parts fill the screen: the test asks when each starts, and you can leave full screen
      at any time. Each time you leave it is noted too.
    </Trans>
  );
}
