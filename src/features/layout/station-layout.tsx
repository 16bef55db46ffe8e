/**
 * The interview station's frame, the same on every screen of the station's flow (resting screen,
 * candidate choice, today's list, the interview itself), whichever layout route the screen sits
 * under: a shared device shows one calm header, not the public, staff and applicant headers in
 * turn. The brand leads back to the resting screen; no account menu (the station signs people in
 * and out itself). Whether a page is a station screen: use-is-station.ts.
 */
import { Link } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { LanguageSwitch } from './language-switch.tsx';
import './public-layout.css';

export function StationLayout({ children }: { children: ReactNode }) {
  return (
    <div className="public-layout station-layout">
      <a className="skip-link" href="#main">
        <Trans>Skip to content</Trans>
      </a>
      <header className="public-layout__header">
        <Link to="/start-interview" className="public-layout__brand">
          Assay
          <span className="station-layout__label">
            <Trans>Interview station</Trans>
          </span>
        </Link>
        <LanguageSwitch />
      </header>
      <main id="main" className="public-layout__main" tabIndex={-1}>
        {children}
      </main>
    </div>
  );
}
