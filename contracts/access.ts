/**
 * The one permission function (seed 000 sections 2 and 6, seed 001 section 6, seed 002 section 6).
 * Each page declares what it needs on its route; the router's guard and the service worker ask
 * it: given a page (or a browser path) and who is asking, may they see it, must they sign in
 * first, or are they refused?
 */
import type { AuthLevel } from './endpoint.ts';
import { PAGE_ACCESS } from './page-access.gen.ts';
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
  /** A route's path ($id a parameter): matches it and, unless exact, the paths under it. */
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
export function pageRule(
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

// Each page declares its access on its route (staticData.access, D471), and the root's guard reads
// it from the matched route. These rules are the same declarations by path, for what has no
// router: the service worker, the navbar, and a path the router's current tree does not know yet
// (a staff page before the staff routes load). Generated from the routes by src/page-access.test.ts.
export const ACCESS_RULES: readonly AccessRule[] = PAGE_ACCESS.map(([path, access, options]) =>
  pageRule(path, access, options),
);

/** The level of a path no rule covers: the highest, so a page added without a rule is refused, never public. */
export const UNDECLARED_LEVEL: AuthLevel = 3;

const segments = (pathname: string) => pathname.toLowerCase().split('/').filter(Boolean);

/** A route path's forms: an optional parameter ({-$id}) with and without its segment. */
function forms(pattern: readonly string[]): string[][] {
  let all: string[][] = [[]];
  for (const segment of pattern)
    all = /^\{-\$\w+\}$/.test(segment)
      ? all.flatMap((form) => [form, [...form, '$']])
      : all.map((form) => [...form, segment.includes('$') ? '$' : segment]);
  return all;
}

/**
 * How well a rule covers a path, or undefined when it does not: the rule's path is the path or
 * leads it (only the path itself for an exact rule); case-insensitive, as the router matches
 * paths; a parameter ($id) stands for any one segment. More segments, then exact, then fewer
 * parameters decide between rules.
 */
function coverage(rule: AccessRule, path: readonly string[]): number | undefined {
  let best: number | undefined;
  for (const form of forms(segments(rule.prefix))) {
    if (form.length > path.length || ((rule.exact || form.length === 0) && form.length !== path.length)) continue;
    if (!form.every((segment, index) => segment === '$' || segment === path[index])) continue;
    const score = form.length * 1000 + (rule.exact ? 100 : 0) + form.filter((segment) => segment !== '$').length;
    if (best === undefined || score > best) best = score;
  }
  return best;
}

/** The rule declared for a path, or undefined when no rule covers it. */
export function declaredRuleFor(pathname: string): AccessRule | undefined {
  return bestRuleFor(ACCESS_RULES, pathname);
}

/** Of `rules`, the one that covers the path best, or undefined when none covers it. */
export function bestRuleFor(rules: readonly AccessRule[], pathname: string): AccessRule | undefined {
  const path = segments(pathname);
  let best: { rule: AccessRule; score: number } | undefined;
  for (const rule of rules) {
    const score = coverage(rule, path);
    if (score !== undefined && (!best || score > best.score)) best = { rule, score };
  }
  return best?.rule;
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
  return decideRule(declaredRuleFor(pathname), subject, context);
}

/**
 * The decision for a page whose rule is known: the route's own declaration (the root's guard) or
 * the rule for its path. Without one, a page needs the highest level (UNDECLARED_LEVEL); a path
 * where the router has no page passes, so the not-found screen shows.
 */
export function decideRule(
  declared: AccessRule | undefined,
  subject: AccessSubject | undefined,
  context: AccessContext = {},
): AccessDecision {
  if (context.noSuchPage && !declared) return 'allow';
  const rule = declared ?? { prefix: '', level: UNDECLARED_LEVEL };
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
