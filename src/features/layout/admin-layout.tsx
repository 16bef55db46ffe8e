/**
 * The staff and provider-admin frame (seed 000 sections 2.8 and 6, seed 002 section 2.3): logo
 * (white-label when the company turns it on), section links by role flag, Start menu, help,
 * settings cog, user menu, company name, provider navigation. On a phone it folds behind a
 * menu button.
 */
import { Link, useRouterState } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import type { ReactNode } from 'react';
import { rolesForAccount } from '../../../contracts/access.ts';
import { sessionAtom } from '../../lib/session.ts';
import { useAtomValue } from '../../lib/store.ts';
import { Dropdown } from '../../ui/dropdown.tsx';
import { OfflineNotice } from '../../ui/offline-notice.tsx';
import { accountQueryOptions } from './account.queries.ts';
import { AdminSectionLinks, ProviderLinks } from './admin-nav-links.tsx';
import { AdminUserMenu } from './admin-user-menu.tsx';
import { LanguageSwitch } from './language-switch.tsx';
import { SiteFooter } from './site-footer.tsx';
import { HELP_URL } from './links.ts';
import { navVisibility } from './nav-visibility.ts';
import './admin-layout.css';

export function AdminLayout({ children }: { children: ReactNode }) {
  const { t } = useLingui();
  const { user, accountId } = useAtomValue(sessionAtom);
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const { data: account } = useQuery({ ...accountQueryOptions(accountId ?? 0), enabled: accountId !== undefined });
  const nav = navVisibility(user, account, pathname, accountId);
  const companyName = account?.name ?? (user ? rolesForAccount(user, accountId)[0]?.account_name : undefined);
  // The phone menu belongs to the page it was opened on, so any navigation folds it again.
  const [menuOpenAt, setMenuOpenAt] = useState<string | undefined>();
  const isMenuOpen = menuOpenAt === pathname;
  const panelId = useId();

  return (
    <div className="admin-layout">
      <a className="skip-link" href="#main">
        <Trans>Skip to content</Trans>
      </a>
      <header className="admin-nav">
        <div className="admin-nav__bar">
          <Link to={nav.adminConsoleTarget ?? '/user/progress'} className="admin-nav__brand">
            {nav.useWhiteLabelLogo && account?.logo_url ? (
              <img src={account.logo_url} alt={account.name} className="admin-nav__logo" />
            ) : (
              'Assay'
            )}
          </Link>
          {nav.showCompanyName && companyName && (
            <span className="admin-nav__company" title={companyName}>
              {companyName}
            </span>
          )}
          <button
            type="button"
            className="admin-nav__toggle"
            aria-expanded={isMenuOpen}
            aria-controls={panelId}
            onClick={() => setMenuOpenAt(isMenuOpen ? undefined : pathname)}
          >
            <span className="admin-nav__toggle-icon" aria-hidden="true" />
            <Trans>Menu</Trans>
          </button>
          <div id={panelId} className="admin-nav__panel" data-open={isMenuOpen}>
            {nav.isAdminUser && <AdminSectionLinks nav={nav} />}
            <div className="admin-nav__tools">
              {nav.isAdminUser && (
                <Dropdown label={<Trans>Start</Trans>} align="end">
                  <li>
                    <Link to="/start-interview/select-applicant">
                      <Trans>Interview</Trans>
                    </Link>
                  </li>
                  <li>
                    <Link to="/performance-review/select-participant">
                      <Trans>Performance Review</Trans>
                    </Link>
                  </li>
                </Dropdown>
              )}
              <a
                href={HELP_URL}
                target="_blank"
                rel="noreferrer noopener"
                className="admin-nav__icon-link"
                aria-label={t`Help (opens in a new tab)`}
                title={t`Help`}
              >
                <HelpIcon />
              </a>
              {nav.showCompanySettings && (
                <Link
                  to="/settings"
                  className="admin-nav__icon-link"
                  aria-label={t`Company Settings`}
                  title={t`Company Settings`}
                >
                  <CogIcon />
                </Link>
              )}
              <LanguageSwitch />
              {user && <AdminUserMenu user={user} nav={nav} />}
            </div>
          </div>
        </div>
        {nav.showProviderNav && <ProviderLinks isOpen={isMenuOpen} />}
      </header>
      <OfflineNotice />
      <main id="main" className="admin-layout__main" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter className="admin-layout__footer" />
    </div>
  );
}

function HelpIcon() {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="10" fill="none" stroke="currentColor" strokeWidth="2" />
      <path
        d="M9.5 9.5a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.6v.6"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
      />
      <circle cx="12" cy="17.5" r="1.2" fill="currentColor" />
    </svg>
  );
}

function CogIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      width="22"
      height="22"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <circle cx="12" cy="12" r="3" />
      <path d="M19.4 15a1.65 1.65 0 0 0 .33 1.82l.06.06a2 2 0 1 1-2.83 2.83l-.06-.06a1.65 1.65 0 0 0-1.82-.33 1.65 1.65 0 0 0-1 1.51V21a2 2 0 1 1-4 0v-.09A1.65 1.65 0 0 0 9 19.4a1.65 1.65 0 0 0-1.82.33l-.06.06a2 2 0 1 1-2.83-2.83l.06-.06a1.65 1.65 0 0 0 .33-1.82 1.65 1.65 0 0 0-1.51-1H3a2 2 0 1 1 0-4h.09A1.65 1.65 0 0 0 4.6 9a1.65 1.65 0 0 0-.33-1.82l-.06-.06a2 2 0 1 1 2.83-2.83l.06.06a1.65 1.65 0 0 0 1.82.33H9a1.65 1.65 0 0 0 1-1.51V3a2 2 0 1 1 4 0v.09a1.65 1.65 0 0 0 1 1.51 1.65 1.65 0 0 0 1.82-.33l.06-.06a2 2 0 1 1 2.83 2.83l-.06.06a1.65 1.65 0 0 0-.33 1.82V9a1.65 1.65 0 0 0 1.51 1H21a2 2 0 1 1 0 4h-.09a1.65 1.65 0 0 0-1.51 1z" />
    </svg>
  );
}
