/**
 * What a person may give and whom they may change (D262, D306): nobody gives or takes away a flag
 * they do not hold themselves at the company (company settings access does not make its holder a
 * superuser: it manages the access it has, not the access it lacks), and a person holding every
 * flag, an owner, is changed only by another owner. Provider admins hold every flag everywhere
 * (server/http/account-access.ts holdsFlag).
 */
import type { AccessSubject } from '../../../contracts/access.ts';
import { ROLE_FLAGS } from '../../../contracts/role-flags.ts';
import type { RoleFlags } from '../../../contracts/staff-users.ts';
import { ErrorCode } from '../../../contracts/error-codes.ts';
import { HttpError } from '../../http/http-error.ts';
import { holdsFlag } from '../../http/account-access.ts';

const isOwnerSet = (flags: RoleFlags) => ROLE_FLAGS.every((flag) => flags[flag]);

/**
 * 403 access_not_held unless the actor holds at the company every flag that differs between
 * `before` and `after`: turned on (given) or turned off (taken away). A flag the person keeps is
 * not the actor's doing, so a colleague's other access does not stop a change of what the actor
 * holds. `before` is undefined for someone or something that had no flags yet (an invitation, a
 * new role).
 */
export function assertMayGrant(actor: AccessSubject, accountId: number, after: RoleFlags, before?: RoleFlags): void {
  const changed = ROLE_FLAGS.filter((flag) => after[flag] !== (before?.[flag] ?? false));
  const given = changed.filter((flag) => after[flag] && !holdsFlag(actor, flag, accountId));
  const taken = changed.filter((flag) => !after[flag] && !holdsFlag(actor, flag, accountId));
  if (given.length === 0 && taken.length === 0) return;
  const errors = [
    ...(given.length ? [{ prop: 'flags', message: `Not yours to give: ${given.join(', ')}.` }] : []),
    ...(taken.length ? [{ prop: 'flags', message: `Not yours to take away: ${taken.join(', ')}.` }] : []),
  ];
  throw new HttpError(
    403,
    ErrorCode.accessNotHeld,
    'You can only give or take away access that you have yourself.',
    errors,
  );
}

/** 403 when `flags` (a person's, or a role's its people follow) are an owner's and the actor is not one. */
export function assertMayChange(actor: AccessSubject, accountId: number, flags: RoleFlags): void {
  if (!isOwnerSet(flags) || ROLE_FLAGS.every((flag) => holdsFlag(actor, flag, accountId))) return;
  throw new HttpError(403, ErrorCode.forbidden, 'Only an owner (someone with every access) can change an owner.');
}
