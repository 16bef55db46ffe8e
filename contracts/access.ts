/**
 * The one permission function (seed 000 sections 2 and 6, seed 001 section 6, seed 002 section 6).
 * The router's guards and the server both ask it: given a browser path and who is asking, may
 * they see it, must they sign in first, or are they refused?
 */
import type { AuthLevel } from './endpoint.ts';
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
  level: AuthLevel;
  /** Level 2 only: what the user's role for the account must grant. */
  needs?: RoleFlag | 'any-role';
  /** Passing alternative to the flag: being on the job's or pathway's team. */
  orJobMember?: boolean;
  preference?: string;
}

// Longest prefix wins, so specific rules (admin-only settings pages) sit beside general ones.
// Every page of src/routes needs a rule here: src/route-access.test.ts fails for one without.
export const ACCESS_RULES: readonly AccessRule[] = [
  // level 0: public
  { prefix: '/login', level: 0 },
  { prefix: '/log-in', level: 0 },
  { prefix: '/create-account', level: 0 },
  { prefix: '/request-password-reset', level: 0 },
  { prefix: '/reset-password', level: 0 },
  { prefix: '/accept-invitation', level: 0 },
  { prefix: '/change-password', level: 0 }, // /change-password/{uid}/{token} forwards to reset
  { prefix: '/start-interview', exact: true, level: 0 },
  { prefix: '/terms', level: 0 },
  { prefix: '/privacy', level: 0 },
  { prefix: '/not-found', level: 0 },
  { prefix: '/not-authorized', level: 0 },
  { prefix: '/test', level: 0 },
  { prefix: '/schedule-interview', level: 0 },
  // A supervisor's outcome questions: the link's token is the only credential (D138).
  { prefix: '/outcome-review', level: 0 },
  // An offer's signer: signed in as the signer or with the one-time link (the server decides).
  { prefix: '/offer', level: 0 },
  { prefix: '/ats/integration', level: 0 },
  { prefix: '/okta/callback', level: 0 },
  // /logout must work for a session that has already expired (a failed refresh lands there).
  { prefix: '/logout', level: 0 },
  // level 1: any signed-in user
  { prefix: '/', exact: true, level: 1 },
  { prefix: '/change-password', exact: true, level: 1 },
  { prefix: '/interview', level: 1 },
  { prefix: '/jobapplication', level: 1 },
  { prefix: '/user', level: 1 },
  { prefix: '/PrintInterestReport', level: 1 },
  { prefix: '/PrintValueReport', level: 1 },
  { prefix: '/PrintPersonalityReport', level: 1 },
  { prefix: '/printscorecard', level: 1 },
  { prefix: '/interviews', level: 1 },
  { prefix: '/start-interview/applicant/interview-list', level: 1 },
  // Start menu pages are level 1 in the route list, but "start-interview and performance
  // pages need any role for the account" (seed 000 section 6).
  { prefix: '/start-interview', level: 2, needs: 'any-role' },
  { prefix: '/performance-review', level: 2, needs: 'any-role' },
  // level 2: company staff
  { prefix: '/settings', level: 2, needs: 'company_settings_access' },
  { prefix: '/settings/mail-log', level: 2, needs: 'company_settings_access' },
  { prefix: '/account', level: 2, needs: 'any-role' },
  { prefix: '/account/dashboard', level: 2, needs: 'company_dashboard_access' },
  { prefix: '/account/dashboard/eeoc', level: 2, needs: 'company_dashboard_access', preference: 'EEOC_DASHBOARD' },
  { prefix: '/account/dashboard/company-overview', level: 3 },
  { prefix: '/people', level: 2, needs: 'all_employee_access' },
  { prefix: '/jobprofile', level: 2, needs: 'any-role' },
  { prefix: '/jobdetails', level: 2, needs: 'job_profile_access', orJobMember: true },
  { prefix: '/hire', level: 2, needs: 'any-role' },
  { prefix: '/applicants', level: 2, needs: 'any-role' },
  { prefix: '/applicants-multi-compare', level: 2, needs: 'any-role' },
  { prefix: '/smartreq-detail', level: 2, needs: 'smartreq_access', orJobMember: true },
  { prefix: '/smartreq-detail-applicant', level: 2, needs: 'smartreq_access', orJobMember: true },
  { prefix: '/smartreq-screening-plan-preview', level: 2, needs: 'any-role' },
  { prefix: '/performance-evaluation', level: 2, needs: 'any-role' },
  { prefix: '/pathway', level: 2, needs: 'all_pathways_access', orJobMember: true },
  // The list is any staff's (the server scopes it); a pathway's own pages need the flag or membership.
  { prefix: '/pathways', level: 2, needs: 'any-role' },
  // level 3: provider admin
  { prefix: '/admin', level: 3 },
  { prefix: '/admin/mail-log', level: 3 },
  { prefix: '/styleguide', level: 3 },
  { prefix: '/users', level: 3 },
  { prefix: '/company-usage', level: 3 },
  { prefix: '/email-editor', level: 3 },
  { prefix: '/settings/import-data', level: 3 },
  { prefix: '/settings/upload-import-file', level: 3 },
  { prefix: '/settings/onboarding-forms', level: 3 },
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
  if (roles.some((role) => role[rule.needs as RoleFlag])) return 'allow';
  if (rule.orJobMember && context.isJobMember) return 'allow';
  return 'not-authorized';
}
