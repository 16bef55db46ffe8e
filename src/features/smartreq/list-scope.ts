import type { User } from '../../../contracts/user.ts';

/**
 * The requisition list's smartreq_access (seed 001 section 6): 1 for a provider admin or when
 * the user's first role has smartreq_access, otherwise 0 (only requisitions whose team they are on).
 */
export function smartreqAccessFlag(user: Pick<User, 'is_jf_admin' | 'roles'>): '0' | '1' {
  return user.is_jf_admin || user.roles[0]?.smartreq_access ? '1' : '0';
}
