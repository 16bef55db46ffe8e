/** The frame of public pages (terms, privacy, not-found, not-authorized...): logo and language. */
import { Link } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { LanguageSwitch } from './language-switch.tsx';
import './public-layout.css';

export function PublicLayout({ children }: { children: ReactNode }) {
  const year = new Date().getFullYear();
  return (
    <div className="public-layout">
      <a className="skip-link" href="#main">
        <Trans>Skip to content</Trans>
      </a>
      <header className="public-layout__header">
        <Link to="/" className="public-layout__brand">
          Assay
        </Link>
        <LanguageSwitch />
      </header>
      <main id="main" className="public-layout__main" tabIndex={-1}>
        {children}
      </main>
      <footer className="public-layout__footer">
        <Trans>© {year} Assay</Trans>
      </footer>
    </div>
  );
}
