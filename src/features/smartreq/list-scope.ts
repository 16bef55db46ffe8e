import { hasFlag } from '../../../contracts/access.ts';
import type { User } from '../../../contracts/user.ts';

/**
 * The requisition list's smartreq_access (seed 001 section 6): 1 for a provider admin or when
 * the user's first role has smartreq_access, otherwise 0 (only requisitions whose team they are on).
 */
export function smartreqAccessFlag(user: Pick<User, 'is_jf_admin' | 'roles'>): '0' | '1' {
  return user.is_jf_admin || user.roles[0]?.smartreq_access ? '1' : '0';
}

/** The list query for a search and a page; the route's loader asks for the first page unfiltered. */
export function requisitionListQuery(user: Pick<User, 'is_jf_admin' | 'roles' | 'user_id'>, search = '', page = 1) {
  return { search: search.trim(), page, smartreqAccess: smartreqAccessFlag(user), userId: user.user_id };
}

/**
 * Whether the user may change a requisition's plan and copy it (D305) or delete it (D356): the
 * requisitions flag at its company (a provider admin holds every flag); a draft's plan and copy are
 * also its team's (`isDraft`), its deletion is not. The server decides; this hides what it refuses.
 */
export function mayChangeRequisition(
  user: Pick<User, 'is_jf_admin' | 'roles'>,
  accountId: number,
  isDraft: boolean,
): boolean {
  return user.is_jf_admin || isDraft || hasFlag(user, 'smartreq_access', accountId);
}

/**
 * Whether the user may open a draft requisition to candidates (the builder's last step, D367),
 * write a posting of a requisition (D262, D378) or start a background check on its applicant
 * (D378): the requisitions flag at its company, or a provider admin. A draft's team builds it; opening it and writing in the company's name do not follow.
 */
export function mayOpenRequisition(user: Pick<User, 'is_jf_admin' | 'roles'>, accountId: number): boolean {
  return mayChangeRequisition(user, accountId, false);
}
