/**
 * The one permission function (seed 000 sections 2 and 6, seed 001 section 6, seed 002 section 6).
 * The router's guards and the server both ask it: given a browser path and who is asking, may
 * they see it, must they sign in first, or are they refused?
 */
import type { AuthLevel } from './endpoint.ts';
import { PERMISSIONS, type PermissionName } from './permissions.ts';
import type { RoleEntry, RoleFlag } from './user.ts';

export interface AccessSubject {
  is_jf_admin: boolean;
  roles: readonly RoleEntry[];
}

export interface AccessContext {
  /** The company the staff screens act on; defaults to the first role's account. */
  accountId?: number;
  /** Company preferences that are on ('1'), for example EEOC_DASHBOARD. */
  accountPreferencesOn?: readonly string[];
  /** Membership of the job or pathway the page is about, when the page is about one. */
  isJobMember?: boolean;
  /**
   * The router has no page at this path. A path no rule covers is then allowed, so the not-found
   * screen shows; one that has a page but no rule needs the highest level (ruleFor).
   */
  noSuchPage?: boolean;
}

export type AccessDecision = 'allow' | 'sign-in' | 'not-authorized';

export interface AccessRule {
  /** Matches the path exactly or as a prefix followed by '/'. */
  prefix: string;
  exact?: boolean;
  /** The permission the page needs, the same vocabulary the endpoints declare (contracts/permissions.ts). */
  access?: PermissionName;
  /** Derived from `access` (pagesNeed); kept on the rule for the readers of a rule's level. */
  level: AuthLevel;
  /** Level 2 only: what the user's role for the account must grant (a list: any one of its flags). */
  needs?: RoleFlag | 'any-role' | readonly RoleFlag[];
  /** Passing alternative to the flag: being on the job's or pathway's team (a `team` permission). */
  orJobMember?: boolean;
  preference?: string;
}

/**
 * A page's rule from the permission it needs: its level, its flag, and for a `team` permission
 * the team alternative. A page's own 'staff' means any role at the company the screens act on.
 */
function page(
  prefix: string,
  access: PermissionName,
  options: { exact?: boolean; preference?: string } = {},
): AccessRule {
  const needed = PERMISSIONS[access];
  return {
    prefix,
    ...(options.exact ? { exact: true } : {}),
    access,
    level: needed.level,
    ...('flag' in needed ? { needs: needed.flag } : {}),
    ...(needed.whose === 'team' ? { orJobMember: true } : {}),
    ...(options.preference ? { preference: options.preference } : {}),
  };
}

// Longest prefix wins, so specific rules (admin-only settings pages) sit beside general ones.
// Every page of src/routes needs a rule here: src/route-access.test.ts fails for one without.
export const ACCESS_RULES: readonly AccessRule[] = [
  // level 0: public
  page('/login', 'public'),
  page('/log-in', 'public'),
  page('/create-account', 'public'),
  page('/request-password-reset', 'public'),
  page('/reset-password', 'public'),
  page('/accept-invitation', 'public'),
  page('/change-password', 'public'), // /change-password/{uid}/{token} forwards to reset
  page('/start-interview', 'public', { exact: true }),
  page('/terms', 'public'),
  page('/privacy', 'public'),
  page('/accessibility', 'public'),
  page('/not-found', 'public'),
  page('/not-authorized', 'public'),
  page('/test', 'public'),
  page('/schedule-interview', 'public'),
  // A supervisor's outcome questions: the link's token is the only credential (D138).
  page('/outcome-review', 'public'),
  // A company's published bias-audit summaries, linked from its career site (D208).
  page('/bias-audit', 'public'),
  // An offer's signer: signed in as the signer or with the one-time link (the server decides).
  page('/offer', 'public'),
  page('/ats/integration', 'public'),
  page('/okta/callback', 'public'),
  // /logout must work for a session that has already expired (a failed refresh lands there).
  page('/logout', 'public'),
  // level 1: any signed-in user
  page('/', 'signed-in', { exact: true }),
  page('/change-password', 'signed-in', { exact: true }),
  page('/interview', 'signed-in'),
  page('/jobapplication', 'signed-in'),
  page('/user', 'signed-in'),
  page('/PrintInterestReport', 'signed-in'),
  page('/PrintValueReport', 'signed-in'),
  page('/PrintPersonalityReport', 'signed-in'),
  page('/printscorecard', 'signed-in'),
  page('/interviews', 'signed-in'),
  page('/start-interview/applicant/interview-list', 'signed-in'),
  // Start menu pages are level 1 in the route list, but "start-interview and performance
  // pages need any role for the account" (seed 000 section 6).
  page('/start-interview', 'staff'),
  page('/performance-review', 'staff'),
  // level 2: company staff
  page('/settings', 'company-settings'),
  page('/settings/mail-log', 'company-settings'),
  page('/home', 'staff'),
  page('/account', 'staff'),
  page('/account/dashboard', 'company-dashboard'),
  page('/account/dashboard/eeoc', 'company-dashboard', { preference: 'EEOC_DASHBOARD' }),
  page('/account/bias-audit', 'company-dashboard', { preference: 'EEOC_DASHBOARD' }),
  page('/account/dashboard/company-overview', 'provider-admin'),
  page('/people', 'all-employees'),
  page('/jobprofile', 'staff'),
  page('/jobdetails', 'job-profiles'),
  page('/hire', 'staff'),
  page('/applicants', 'staff'),
  page('/applicants-multi-compare', 'staff'),
  page('/smartreq-detail', 'smartreqs'),
  page('/smartreq-detail-applicant', 'smartreqs'),
  page('/smartreq-screening-plan-preview', 'staff'),
  page('/performance-evaluation', 'staff'),
  page('/pathway', 'pathways'),
  // The list is any staff's (the server scopes it); a pathway's own pages need the flag or membership.
  page('/pathways', 'staff'),
  // level 3: provider admin
  page('/admin', 'provider-admin'),
  page('/admin/mail-log', 'provider-admin'),
  page('/styleguide', 'provider-admin'),
  page('/users', 'provider-admin'),
  page('/company-usage', 'provider-admin'),
  page('/email-editor', 'provider-admin'),
  page('/settings/import-data', 'provider-admin'),
  page('/settings/upload-import-file', 'provider-admin'),
  page('/settings/onboarding-forms', 'provider-admin'),
];

/** The level of a path no rule covers: the highest, so a page added without a rule is refused, never public. */
export const UNDECLARED_LEVEL: AuthLevel = 3;

const normalized = (pathname: string) => (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname).toLowerCase();

// Case-insensitive, as the router matches paths.
function matches(rule: AccessRule, path: string): boolean {
  const prefix = rule.prefix.toLowerCase();
  if (rule.exact || prefix === '/') return path === prefix;
  return path === prefix || path.startsWith(prefix + '/');
}

/** The rule declared for a path, or undefined when no rule covers it. */
export function declaredRuleFor(pathname: string): AccessRule | undefined {
  const path = normalized(pathname);
  let best: AccessRule | undefined;
  for (const rule of ACCESS_RULES) {
    if (matches(rule, path) && (!best || rule.prefix.length > best.prefix.length || (rule.exact && !best.exact)))
      best = rule;
  }
  return best;
}

/** The rule for a path; a path no rule covers needs the highest level (UNDECLARED_LEVEL). */
export function ruleFor(pathname: string): AccessRule {
  return declaredRuleFor(pathname) ?? { prefix: pathname, level: UNDECLARED_LEVEL };
}

export function authLevelFor(pathname: string): AuthLevel {
  return ruleFor(pathname).level;
}

export function rolesForAccount(subject: AccessSubject, accountId?: number): readonly RoleEntry[] {
  const id = accountId ?? subject.roles[0]?.account_id;
  return subject.roles.filter((role) => role.account_id === id);
}

/** A flag applies if any of the user's roles for the account has it. */
export function hasFlag(subject: AccessSubject, flag: RoleFlag, accountId?: number): boolean {
  return rolesForAccount(subject, accountId).some((role) => role[flag]);
}

export function isCompanyUser(subject: AccessSubject): boolean {
  return subject.roles.length > 0;
}

export function decideAccess(
  pathname: string,
  subject: AccessSubject | undefined,
  context: AccessContext = {},
): AccessDecision {
  if (context.noSuchPage && !declaredRuleFor(pathname)) return 'allow';
  const rule = ruleFor(pathname);
  if (rule.level === 0) return 'allow';
  if (!subject) return 'sign-in';
  if (rule.level === 1) return 'allow';
  if (subject.is_jf_admin) return 'allow';
  if (rule.level === 3) return 'not-authorized';
  const roles = rolesForAccount(subject, context.accountId);
  if (roles.length === 0) return 'not-authorized';
  if (rule.preference && !context.accountPreferencesOn?.includes(rule.preference)) return 'not-authorized';
  if (!rule.needs || rule.needs === 'any-role') return 'allow';
  const needs: readonly RoleFlag[] = typeof rule.needs === 'string' ? [rule.needs] : rule.needs;
  if (roles.some((role) => needs.some((flag) => role[flag]))) return 'allow';
  if (rule.orJobMember && context.isJobMember) return 'allow';
  return 'not-authorized';
}
