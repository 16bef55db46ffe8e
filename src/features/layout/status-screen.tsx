import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import { PublicLayout } from './public-layout.tsx';
import './status-screen.css';

/** A full page that says why the app shows nothing else (its status code, a title, a hint), with the way home. */
export function StatusScreen({ code, title, children }: { code: number; title: ReactNode; children: ReactNode }) {
  return (
    <PublicLayout>
      <section className="status-screen">
        <p className="status-screen__code" aria-hidden="true">
          {code}
        </p>
        <h1 className="status-screen__title">{title}</h1>
        <p>{children}</p>
        <Link to="/" className="status-screen__button">
          <Trans>Go to the main page</Trans>
        </Link>
      </section>
    </PublicLayout>
  );
}
