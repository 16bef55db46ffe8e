import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import type { User } from '../../../contracts/user.ts';
import { Dropdown } from '../../ui/dropdown.tsx';
import { fullName, truncateName } from './display-name.ts';
import type { NavVisibility } from './nav-visibility.ts';

export function AdminUserMenu({ user, nav }: { user: User; nav: NavVisibility }) {
  const { t } = useLingui();
  const name = fullName(user);
  return (
    <Dropdown
      label={<span className="admin-nav__user">{truncateName(name)}</span>}
      ariaLabel={t`Account menu for ${name}`}
      align="end"
    >
      {nav.showCompanySettings && (
        <li>
          <Link to="/settings">
            <Trans>Company Settings</Trans>
          </Link>
        </li>
      )}
      {nav.showCompanySettings && (
        <li>
          {/* A provider admin reads every company's mail there, with a company filter. */}
          <Link to={nav.showProviderNav ? '/admin/mail-log' : '/settings/mail-log'}>
            <Trans>Mail Log</Trans>
          </Link>
        </li>
      )}
      {nav.showCompanySettings && (
        <li>
          <Link to="/settings/audit-log">
            <Trans>Audit Log</Trans>
          </Link>
        </li>
      )}
      <li>
        <Link to="/user/personal-profile" search={{ type: 'update' }}>
          <Trans>My Profile</Trans>
        </Link>
      </li>
      <li>
        <Link to="/user/progress">
          <Trans>My Progress</Trans>
        </Link>
      </li>
      <li>
        <Link to="/change-password">
          <Trans>Change Password</Trans>
        </Link>
      </li>
      <li>
        <Link to="/user/sessions">
          <Trans>Where you are signed in</Trans>
        </Link>
      </li>
      {nav.showImportData && (
        <li>
          <Link to="/settings/import-data">
            <Trans>Import Data</Trans>
          </Link>
        </li>
      )}
      <li className="dropdown__separated">
        <Link to="/logout">
          <Trans>Sign Out</Trans>
        </Link>
      </li>
    </Dropdown>
  );
}
