import type { ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import './auth-card.css';

export interface AuthCardProps {
  /** The page heading, also the document title. */
  title: string;
  intro?: ReactNode;
  /** The language switch; routes pass it in (features do not import the layout feature). */
  languageSwitch?: ReactNode;
  children: ReactNode;
}

/** The public page around the sign-in screens: the product name, a language switch, one centred card. */
export function AuthCard({ title, intro, languageSwitch, children }: AuthCardProps) {
  useDocumentTitle(title);
  return (
    <div className="auth-page">
      <a className="skip-link" href="#main">
        <Trans>Skip to content</Trans>
      </a>
      <header className="auth-page__header">
        <span className="auth-page__brand">
          <span className="auth-page__mark" aria-hidden="true">
            A
          </span>
          Assay
        </span>
        {languageSwitch}
      </header>
      <main className="auth-card" id="main" tabIndex={-1}>
        <h1 className="auth-card__title">{title}</h1>
        {intro && <p className="auth-card__intro">{intro}</p>}
        <div className="auth-card__body">{children}</div>
      </main>
    </div>
  );
}
