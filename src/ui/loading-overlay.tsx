import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import './loading-overlay.css';

/** Covers the page while something it depends on loads (seed 000 section 2.8). */
export function LoadingOverlay({ text }: { text?: ReactNode }) {
  return (
    <div className="loading-overlay" role="status" aria-live="polite">
      <span className="loading-overlay__spinner" aria-hidden="true" />
      <p className="loading-overlay__text">{text ?? <Trans>Loading</Trans>}</p>
    </div>
  );
}
