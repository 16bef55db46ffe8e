import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import type { NavVisibility } from './nav-visibility.ts';

const activeProps = { className: 'is-active', 'aria-current': 'page' as const };

/** Dashboard, Employees and Pathways follow flags and preferences; the rest always show. */
export function AdminSectionLinks({ nav }: { nav: NavVisibility }) {
  const { t } = useLingui();
  return (
    <nav className="admin-nav__sections" aria-label={t`Company workspace`}>
      <ul>
        <li>
          <Link to="/home" activeProps={activeProps}>
            <Trans>Home</Trans>
          </Link>
        </li>
        {nav.showDashboard && (
          <li>
            <Link to="/account/dashboard" activeProps={activeProps}>
              <Trans>Dashboard</Trans>
            </Link>
          </li>
        )}
        {nav.showEmployees && (
          <li>
            <Link to="/people" activeProps={activeProps}>
              <Trans>Employees</Trans>
            </Link>
          </li>
        )}
        <li>
          <Link to="/jobprofile" activeProps={activeProps}>
            <Trans>Profiles</Trans>
          </Link>
        </li>
        <li>
          <Link to="/hire" activeProps={activeProps}>
            <Trans>Job Reqs</Trans>
          </Link>
        </li>
        <li>
          <Link to="/applicants" activeProps={activeProps}>
            <Trans>Candidates</Trans>
          </Link>
        </li>
        {nav.showPathways && (
          <li>
            <Link to="/pathways" activeProps={activeProps}>
              <Trans>Pathways</Trans>
            </Link>
          </li>
        )}
        <li>
          <Link to="/interviews" activeProps={activeProps}>
            <Trans>Interviews</Trans>
          </Link>
        </li>
      </ul>
    </nav>
  );
}

/** The provider's own administration, shown to provider admins only. */
export function ProviderLinks({ isOpen }: { isOpen: boolean }) {
  const { t } = useLingui();
  return (
    <nav className="admin-nav__provider" data-open={isOpen} aria-label={t`Provider administration`}>
      <ul>
        <li>
          <Link to="/admin/customers" activeProps={activeProps}>
            <Trans>Customers</Trans>
          </Link>
        </li>
        <li>
          <Link to="/users" activeProps={activeProps}>
            <Trans>Users</Trans>
          </Link>
        </li>
        <li>
          <Link to="/company-usage" activeProps={activeProps}>
            <Trans>Company Usage</Trans>
          </Link>
        </li>
        <li>
          <Link to="/admin/measurements" activeProps={activeProps}>
            <Trans>Measurements</Trans>
          </Link>
        </li>
        <li>
          <Link to="/email-editor" activeProps={activeProps}>
            <Trans>Email Editor</Trans>
          </Link>
        </li>
        <li>
          <Link to="/admin/mail-log" activeProps={activeProps}>
            <Trans>Mail Log</Trans>
          </Link>
        </li>
        <li>
          <Link to="/admin/legal-documents" activeProps={activeProps}>
            <Trans>Terms and Privacy</Trans>
          </Link>
        </li>
      </ul>
    </nav>
  );
}
