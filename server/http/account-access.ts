/**
 * Who may act on a company: its staff (any role) and provider admins. Anyone else learns nothing
 * about the company (404, one text); staff without the flag an action needs get 403.
 */
import { hasFlag, type AccessSubject } from '../../contracts/access.ts';
import type { RoleFlag } from '../../contracts/user.ts';
import { forbidden, notFound } from './http-error.ts';

export const companyNotFound = () => notFound('Company not found');

/** A flag an action needs, or a list of flags of which any one will do (contracts/permissions.ts). */
export type NeededFlag = RoleFlag | readonly RoleFlag[];

/** What the viewer's role grants at a company; provider admins hold every flag everywhere. */
export function holdsFlag(viewer: AccessSubject, flag: NeededFlag, accountId: number): boolean {
  if (viewer.is_jf_admin) return true;
  return (typeof flag === 'string' ? [flag] : flag).some((one) => hasFlag(viewer, one, accountId));
}

/**
 * The ownership rule: a person's own records are theirs and, for support, a provider admin's.
 * Services apply it to the record they load (not declarative: the owner is the record's or the
 * path's user, which the service compares with the caller).
 */
export function isOwnerOrProviderAdmin(viewer: { user_id: number; is_jf_admin: boolean }, ownerId: number): boolean {
  return viewer.user_id === ownerId || viewer.is_jf_admin;
}

export function isAccountStaff(viewer: AccessSubject, accountId: number): boolean {
  return viewer.is_jf_admin || viewer.roles.some((r) => r.account_id === accountId);
}

/**
 * The company the viewer acts on (`accountId`, else their first role's company), when they are its
 * staff or a provider admin, and hold `flag` there (any one of a list) if one is given (provider
 * admins always pass).
 */
export function requireAccountStaff(viewer: AccessSubject, accountId: number | undefined, flag?: NeededFlag): number {
  const chosen = accountId ?? viewer.roles[0]?.account_id;
  if (chosen === undefined || !isAccountStaff(viewer, chosen)) throw companyNotFound();
  if (flag && !holdsFlag(viewer, flag, chosen)) throw forbidden();
  return chosen;
}
