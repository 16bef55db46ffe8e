/**
 * The candidate's frame (seed 000 section 2.8): logo, language switch, user menu, footer, and a
 * close icon back to the progress page while an activity is open.
 */
import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { sessionAtom } from '../../lib/session.ts';
import { useAtomValue } from '../../lib/store.ts';
import { Dropdown } from '../../ui/dropdown.tsx';
import { LanguageSwitch } from './language-switch.tsx';
import { SiteFooter } from './site-footer.tsx';
import { fullName, initials, truncateName } from './display-name.ts';
import { navVisibility } from './nav-visibility.ts';
import { HELP_URL } from './links.ts';
import './applicant-layout.css';

export interface ApplicantLayoutProps {
  children: ReactNode;
  /** Activity screens show a close icon that returns to /user/progress. */
  isActivity?: boolean;
  /** Whether the app is available offline (the route gives it: src/ui/offline-readiness). */
  offlineStatus?: ReactNode;
}

export function ApplicantLayout({ children, isActivity = false, offlineStatus }: ApplicantLayoutProps) {
  const { t, i18n } = useLingui();
  const { user } = useAtomValue(sessionAtom);
  const nav = navVisibility(user, undefined, '/user');
  return (
    <div className="applicant-layout">
      <a className="skip-link" href="#main">
        <Trans>Skip to content</Trans>
      </a>
      <header className="applicant-nav">
        <Link to="/user/progress" className="applicant-nav__brand">
          Assay
        </Link>
        {offlineStatus && <div className="applicant-nav__offline">{offlineStatus}</div>}
        <div className="applicant-nav__end">
          {/* Someone who is both candidate and staff switches here, in one click (D202). */}
          {nav.adminConsoleTarget && (
            <Link to={nav.adminConsoleTarget} className="applicant-nav__staff-link">
              <Trans>Staff area</Trans>
            </Link>
          )}
          {/* On a phone the switch shows its language's code, so the header keeps to one row. */}
          <div className="applicant-nav__language">
            <span className="applicant-nav__language-code" aria-hidden="true">
              {i18n.locale.toUpperCase()}
            </span>
            <LanguageSwitch />
          </div>
          {user && (
            <Dropdown
              label={
                <>
                  {/* On a phone, the initials stand for the name; the button's name is the full one. */}
                  <span className="applicant-nav__initials" aria-hidden="true">
                    {initials(user)}
                  </span>
                  <span className="applicant-nav__name">{truncateName(fullName(user))}</span>
                </>
              }
              ariaLabel={t`Account menu for ${fullName(user)}`}
              align="end"
            >
              <li>
                <Link to="/user/personal-profile" search={{ type: 'update' }}>
                  <Trans>My Profile</Trans>
                </Link>
              </li>
              <li>
                <Link to="/user/reports">
                  <Trans>My Reports</Trans>
                </Link>
              </li>
              <li>
                <Link to="/user/job-experiences">
                  <Trans>My Experience</Trans>
                </Link>
              </li>
              <li>
                <Link to="/change-password">
                  <Trans>Change Password</Trans>
                </Link>
              </li>
              <li>
                <Link to="/user/my-data">
                  <Trans>Download my data</Trans>
                </Link>
              </li>
              <li>
                <Link to="/user/delete-account">
                  <Trans>Delete my account</Trans>
                </Link>
              </li>
              <li>
                <a href={HELP_URL} target="_blank" rel="noreferrer noopener">
                  <Trans>Get Help</Trans>
                  <span className="visually-hidden">
                    {' '}
                    <Trans>(opens in a new tab)</Trans>
                  </span>
                </a>
              </li>
              {nav.adminConsoleTarget && (
                <li>
                  <Link to={nav.adminConsoleTarget}>
                    <Trans>Admin Console</Trans>
                  </Link>
                </li>
              )}
              <li className="dropdown__separated">
                <Link to="/logout">
                  <Trans>Sign out</Trans>
                </Link>
              </li>
            </Dropdown>
          )}
          {isActivity && (
            <Link to="/user/progress" className="applicant-nav__close" aria-label={t`Close and return to My Progress`}>
              <span aria-hidden="true">×</span>
            </Link>
          )}
        </div>
      </header>
      <main id="main" className="applicant-layout__main" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter className="applicant-layout__footer" />
    </div>
  );
}
