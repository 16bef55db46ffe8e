/**
 * Which navbar entries a user sees (seed 000 sections 2.8 and 6, seed 002 section 2.3). Pure, so
 * the rules are tested on their own and both layouts read the same answers.
 */
import { hasFlag, isCompanyUser, ruleFor } from '../../../contracts/access.ts';
import type { AccessSubject } from '../../../contracts/access.ts';
import type { Account } from '../../../contracts/account.ts';
import { preferenceIsOn } from '../../../contracts/account-preferences.ts';

export interface NavVisibility {
  /** Anyone with a role, or a provider admin: sees Admin Console and the admin section links. */
  isAdminUser: boolean;
  adminConsoleTarget: '/admin' | '/home' | undefined;
  showDashboard: boolean;
  showEmployees: boolean;
  showPathways: boolean;
  /** The settings cog and the Company Settings menu entry. */
  showCompanySettings: boolean;
  showImportData: boolean;
  showProviderNav: boolean;
  showCompanyName: boolean;
  useWhiteLabelLogo: boolean;
}

export function isProviderAdminPage(pathname: string): boolean {
  return ruleFor(pathname).level === 3;
}

export function navVisibility(
  user: AccessSubject | undefined,
  account: Pick<Account, 'preferences' | 'logo_url'> | undefined,
  pathname: string,
  accountId?: number,
): NavVisibility {
  const isProviderAdmin = user?.is_jf_admin ?? false;
  const isCompanyAdmin = user ? isCompanyUser(user) : false;
  // Provider admins have all access (seed 000 section 6); everyone else needs the role flag.
  const can = (flag: Parameters<typeof hasFlag>[1]) =>
    isProviderAdmin || (user ? hasFlag(user, flag, accountId) : false);
  return {
    isAdminUser: isProviderAdmin || isCompanyAdmin,
    // Company staff enter at their home (D202); provider admins at their console.
    adminConsoleTarget: isProviderAdmin ? '/admin' : isCompanyAdmin ? '/home' : undefined,
    showDashboard: can('company_dashboard_access'),
    showEmployees: can('all_employee_access'),
    showPathways: preferenceIsOn(account, 'PATHWAY_ACCESS'),
    showCompanySettings: can('company_settings_access') && !isProviderAdminPage(pathname),
    showImportData: isProviderAdmin,
    showProviderNav: isProviderAdmin,
    showCompanyName: isProviderAdmin || isCompanyAdmin,
    useWhiteLabelLogo: preferenceIsOn(account, 'WHITE_LABEL_LOGO') && Boolean(account?.logo_url),
  };
}
