import { describe, expect, it } from 'vitest';
import { ROLE_FLAGS } from '../../../contracts/user.ts';
import type { RoleEntry, RoleFlag } from '../../../contracts/user.ts';
import type { AccessSubject } from '../../../contracts/access.ts';
import { navVisibility } from './nav-visibility.ts';

function subject(flags: readonly RoleFlag[] | undefined, isAdmin = false): AccessSubject {
  if (!flags) return { is_jf_admin: isAdmin, roles: [] };
  const role = { account_id: 1, account_name: 'Demo Company', role_name: 'Role' } as RoleEntry;
  for (const flag of ROLE_FLAGS) role[flag] = flags.includes(flag);
  return { is_jf_admin: isAdmin, roles: [role] };
}

const demoAccount = {
  logo_url: 'https://cdn.example/logo.png',
  preferences: [
    { keyname: 'PATHWAY_ACCESS', value: '1' },
    { keyname: 'EEOC_DASHBOARD', value: '1' },
  ],
};

describe('navbar visibility', () => {
  it('given a candidate with no role, when the navbar renders, then there is no admin console and no admin links', () => {
    const nav = navVisibility(subject(undefined), undefined, '/user/progress');
    expect(nav.isAdminUser).toBe(false);
    expect(nav.adminConsoleTarget).toBeUndefined();
    expect(nav.showCompanyName).toBe(false);
  });

  it('given an interviewer (a role, no flags), when the navbar renders, then Admin Console goes to /hire and flag links hide', () => {
    const nav = navVisibility(subject([]), demoAccount, '/hire', 1);
    expect(nav).toMatchObject({
      isAdminUser: true,
      adminConsoleTarget: '/home',
      showDashboard: false,
      showEmployees: false,
      showCompanySettings: false,
    });
    expect(nav.showCompanyName).toBe(true);
  });

  it('given a company with PATHWAY_ACCESS on, when any admin user looks, then Pathways shows; off, it hides', () => {
    expect(navVisibility(subject([]), demoAccount, '/hire', 1).showPathways).toBe(true);
    expect(navVisibility(subject(ROLE_FLAGS), { logo_url: null, preferences: [] }, '/hire', 1).showPathways).toBe(
      false,
    );
  });

  it('given an owner with every flag, when the navbar renders, then Dashboard, Employees and the settings cog show', () => {
    const nav = navVisibility(subject(ROLE_FLAGS), demoAccount, '/hire', 1);
    expect(nav).toMatchObject({
      showDashboard: true,
      showEmployees: true,
      showCompanySettings: true,
      showImportData: false,
      showProviderNav: false,
    });
  });

  it('given a provider admin, when on a company page, then provider navigation, Import Data and the cog show', () => {
    const nav = navVisibility(subject(undefined, true), undefined, '/hire');
    expect(nav).toMatchObject({
      adminConsoleTarget: '/admin',
      showProviderNav: true,
      showImportData: true,
      showCompanySettings: true,
      showCompanyName: true,
    });
  });

  it('given a provider admin, when on a provider admin page, then the settings cog and Company Settings hide', () => {
    for (const path of ['/admin/customers', '/users', '/email-editor', '/settings/import-data']) {
      expect(navVisibility(subject(undefined, true), undefined, path).showCompanySettings, path).toBe(false);
    }
  });

  it('given WHITE_LABEL_LOGO is 1 and a logo exists, when the navbar renders, then the company logo is used', () => {
    const whiteLabel = { ...demoAccount, preferences: [{ keyname: 'WHITE_LABEL_LOGO', value: '1' }] };
    expect(navVisibility(subject([]), whiteLabel, '/hire', 1).useWhiteLabelLogo).toBe(true);
    expect(navVisibility(subject([]), demoAccount, '/hire', 1).useWhiteLabelLogo).toBe(false);
    expect(navVisibility(subject([]), { ...whiteLabel, logo_url: null }, '/hire', 1).useWhiteLabelLogo).toBe(false);
  });
});
