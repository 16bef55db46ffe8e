/** The footer of every layout: the year's notice and the accessibility statement (D210). */
import { Link } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';

export function SiteFooter({ className }: { className: string }) {
  const year = new Date().getFullYear();
  return (
    <footer className={`site-footer ${className}`}>
      <Trans>© {year} Assay</Trans>
      <span aria-hidden="true"> · </span>
      <Link to="/accessibility">
        <Trans>Accessibility statement</Trans>
      </Link>
    </footer>
  );
}
