import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { SUPPORT_EMAIL } from './links.ts';
import { PublicLayout } from './public-layout.tsx';
import './status-screen.css';

/** Where a signed-in user lands when their role does not reach a page (seed 000 section 2.7). */
export function NotAuthorizedScreen() {
  const { t } = useLingui();
  useDocumentTitle(t`Not authorized`);
  return (
    <PublicLayout>
      <section className="status-screen">
        <p className="status-screen__code" aria-hidden="true">
          403
        </p>
        <h1 className="status-screen__title">
          <Trans>You don't have permission to view this page</Trans>
        </h1>
        <p>
          <Trans>
            If you think you should have access, contact <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a> or ask your company's administrator.
          </Trans>
        </p>
        <Link to="/" className="status-screen__button">
          <Trans>Go to the main page</Trans>
        </Link>
      </section>
    </PublicLayout>
  );
}
