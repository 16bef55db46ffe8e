/**
 * A company's custom roles (D213): named sets of the role flags its settings holders make, rename,
 * change and delete, and give to people. Nothing here may leave the company without an active
 * person holding company settings access (keepingSettingsHolder).
 */
import type { AccessSubject } from '../../../contracts/access.ts';
import type { Db } from '../../db/database.ts';
import { lockCompany } from '../../db/company-lock.ts';
import type { CustomRole, SaveCustomRole } from '../../../contracts/custom-roles.ts';
import type { StaffUser } from '../../../contracts/staff-users.ts';
import { ErrorCode } from '../../../contracts/error-codes.ts';
import { HttpError, notFound } from '../../http/http-error.ts';
import { audit } from '../../audit/audit-trail.ts';
import * as roles from './custom-roles.store.ts';
import * as staff from './staff-users.store.ts';
import { keepingSettingsHolder } from './staff-users.service.ts';
import { assertMayChange, assertMayGrant } from './grant-rules.ts';

type Actor = AccessSubject & { user_id: number };

const roleNotFound = () => notFound('Role not found');

async function requireRole(db: Db, accountId: number, roleId: number): Promise<CustomRole> {
  const role = await roles.findCustomRole(db, accountId, roleId);
  if (!role) throw roleNotFound();
  return role;
}

async function assertNameFree(db: Db, accountId: number, name: string, exceptRoleId?: number): Promise<void> {
  if (!(await roles.isNameTaken(db, accountId, name, exceptRoleId))) return;
  const message = 'Another role of your company has this name. Choose another.';
  throw new HttpError(409, ErrorCode.roleNameTaken, message, [{ prop: 'name', message }]);
}

/** A role's flags are given to whoever holds it: the actor must hold them (grant-rules.ts). */
export async function createRole(db: Db, accountId: number, actor: Actor, body: SaveCustomRole): Promise<CustomRole> {
  const actorId = actor.user_id;
  assertMayGrant(actor, accountId, body.flags);
  const roleId = await db.transaction().execute(async (trx) => {
    await lockCompany(trx, accountId);
    await assertNameFree(trx, accountId, body.name);
    return roles.insertCustomRole(trx, accountId, body);
  });
  await audit(db, {
    event: 'custom_role_created',
    actorUserId: actorId,
    accountId,
    details: { role_id: roleId, ...body },
  });
  return requireRole(db, accountId, roleId);
}

export async function updateRole(
  db: Db,
  accountId: number,
  actor: Actor,
  roleId: number,
  body: SaveCustomRole,
): Promise<CustomRole> {
  const actorId = actor.user_id;
  await db.transaction().execute(async (trx) => {
    await keepingSettingsHolder(trx, accountId, async () => {
      const before = (await requireRole(trx, accountId, roleId)).flags;
      assertMayChange(actor, accountId, before);
      // Its people gain and lose what the role does: the actor must hold each flag that changes.
      assertMayGrant(actor, accountId, body.flags, before);
      await assertNameFree(trx, accountId, body.name, roleId);
      await roles.updateCustomRole(trx, roleId, body);
    });
  });
  await audit(db, {
    event: 'custom_role_changed',
    actorUserId: actorId,
    accountId,
    details: { role_id: roleId, ...body },
  });
  return requireRole(db, accountId, roleId);
}

/** Its people keep the same flags, through the company's unnamed role with that set. */
export async function deleteRole(db: Db, accountId: number, actorId: number, roleId: number): Promise<void> {
  const role = await db.transaction().execute(async (trx) =>
    keepingSettingsHolder(trx, accountId, async () => {
      const found = await requireRole(trx, accountId, roleId);
      await roles.deleteCustomRole(trx, roleId, await staff.unnamedRoleId(trx, accountId, found.flags));
      return found;
    }),
  );
  await audit(db, {
    event: 'custom_role_deleted',
    actorUserId: actorId,
    accountId,
    details: { role_id: roleId, name: role.name },
  });
}

export async function assignRole(
  db: Db,
  accountId: number,
  actor: Actor,
  userId: number,
  roleId: number,
): Promise<StaffUser> {
  const actorId = actor.user_id;
  const { role, previous } = await db.transaction().execute(async (trx) =>
    keepingSettingsHolder(trx, accountId, async () => {
      const person = await staff.findStaff(trx, accountId, userId);
      if (!person) throw notFound('User not found');
      const found = await roles.findCustomRole(trx, accountId, roleId);
      if (!found) {
        const message = 'Choose one of your company’s roles.';
        throw new HttpError(400, ErrorCode.validation, 'Please check the highlighted fields.', [
          { prop: 'role_id', message },
        ]);
      }
      assertMayChange(actor, accountId, person.flags);
      assertMayGrant(actor, accountId, found.flags, person.flags);
      await staff.giveRole(trx, accountId, userId, roleId);
      return { role: found, previous: person };
    }),
  );
  await audit(db, {
    event: 'staff_role_assigned',
    actorUserId: actorId,
    subjectUserId: userId,
    accountId,
    details: {
      role_id: roleId,
      role_name: role.name,
      flags: role.flags,
      previous_role_name: previous.custom_role?.name ?? null,
      previous_flags: previous.flags,
    },
  });
  const updated = await staff.findStaff(db, accountId, userId);
  if (!updated) throw notFound('User not found');
  return updated;
}
