/**
 * What a person may give and whom they may change (D262): nobody gives a flag they do
 * not hold themselves at the company (company settings access does not make its holder a
 * superuser), and a person holding every flag, an owner, is changed only by another owner.
 * Provider admins hold every flag everywhere (server/http/account-access.ts holdsFlag).
 */
import type { AccessSubject } from '../../../contracts/access.ts';
import { ROLE_FLAGS } from '../../../contracts/role-flags.ts';
import type { RoleFlags } from '../../../contracts/staff-users.ts';
import { ErrorCode } from '../../../contracts/error-codes.ts';
import { HttpError } from '../../http/http-error.ts';
import { holdsFlag } from '../../http/account-access.ts';

const isOwnerSet = (flags: RoleFlags) => ROLE_FLAGS.every((flag) => flags[flag]);

/** 403 unless the actor holds at the company every flag `flags` turns on. */
export function assertMayGrant(actor: AccessSubject, accountId: number, flags: RoleFlags): void {
  const notHeld = ROLE_FLAGS.filter((flag) => flags[flag] && !holdsFlag(actor, flag, accountId));
  if (notHeld.length === 0) return;
  throw new HttpError(403, ErrorCode.forbidden, 'You cannot give access that you do not have yourself.', [
    { prop: 'flags', message: `Not yours to give: ${notHeld.join(', ')}.` },
  ]);
}

/** 403 when `flags` (a person's, or a role's its people follow) are an owner's and the actor is not one. */
export function assertMayChange(actor: AccessSubject, accountId: number, flags: RoleFlags): void {
  if (!isOwnerSet(flags) || ROLE_FLAGS.every((flag) => holdsFlag(actor, flag, accountId))) return;
  throw new HttpError(403, ErrorCode.forbidden, 'Only an owner (someone with every access) can change an owner.');
}
