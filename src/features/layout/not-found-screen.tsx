import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { PublicLayout } from './public-layout.tsx';
import './status-screen.css';

/** Any path the app does not know (seed 000 section 2.3), and /not-found itself. */
export function NotFoundScreen() {
  const { t } = useLingui();
  useDocumentTitle(t`Page not found`);
  return (
    <PublicLayout>
      <section className="status-screen">
        <p className="status-screen__code" aria-hidden="true">
          404
        </p>
        <h1 className="status-screen__title">
          <Trans>Page not found</Trans>
        </h1>
        <p>
          <Trans>We couldn't find the page you were looking for. Check the address, or start again from the main page.</Trans>
        </p>
        <Link to="/" className="status-screen__button">
          <Trans>Go to the main page</Trans>
        </Link>
      </section>
    </PublicLayout>
  );
}
