import type { FastifyInstance } from 'fastify';
import * as contract from '../../../contracts/staff-users.ts';
import type { Db } from '../../db/database.ts';
import type { Config } from '../../config.ts';
import { requireUser } from '../../http/auth-context.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import { checkedCompany } from '../../http/endpoint-access.ts';
import { enforceLimits } from '../../http/rate-limit.ts';
import * as service from './staff-users.service.ts';
import * as rolesContract from '../../../contracts/custom-roles.ts';
import * as roles from './custom-roles.service.ts';
import { listCustomRoles } from './custom-roles.store.ts';
import { listStaff } from './staff-users.store.ts';

export function registerStaffUserRoutes(app: FastifyInstance, db: Db, config: Config): void {
  // The company was checked by the endpoints' 'company-settings' permission (server/http/endpoint-access.ts).
  // What the actor may give and whom they may change is theirs to hold (grant-rules.ts, D262).
  const manager = (request: Parameters<typeof requireUser>[0]) => ({
    actor: requireUser(request),
    accountId: checkedCompany(request),
  });

  registerEndpoint(app, db, contract.listStaffUsers, async ({ request }) => listStaff(db, manager(request).accountId));

  registerEndpoint(app, db, contract.inviteStaffUser, async ({ body, request }) => {
    const { actor, accountId } = manager(request);
    return service.inviteStaff(db, config, accountId, actor, body);
  });

  registerEndpoint(app, db, contract.changeStaffFlags, async ({ params, body, request }) => {
    const { actor, accountId } = manager(request);
    return service.changeFlags(db, accountId, actor, params.userId, body.flags);
  });

  registerEndpoint(app, db, contract.deactivateStaffUser, async ({ params, request }) => {
    const { actor, accountId } = manager(request);
    return service.setActive(db, accountId, actor, params.userId, false);
  });

  registerEndpoint(app, db, contract.reactivateStaffUser, async ({ params, request }) => {
    const { actor, accountId } = manager(request);
    return service.setActive(db, accountId, actor, params.userId, true);
  });

  registerEndpoint(app, db, contract.removeStaffUser, async ({ params, request }) => {
    const { actor, accountId } = manager(request);
    await service.removeStaff(db, accountId, actor, params.userId);
    return { removed: 1 };
  });

  registerEndpoint(app, db, rolesContract.listCustomRoles, async ({ request }) =>
    listCustomRoles(db, manager(request).accountId),
  );
  registerEndpoint(app, db, rolesContract.createCustomRole, async ({ body, request }) => {
    const { actor, accountId } = manager(request);
    return roles.createRole(db, accountId, actor, body);
  });
  registerEndpoint(app, db, rolesContract.updateCustomRole, async ({ params, body, request }) => {
    const { actor, accountId } = manager(request);
    return roles.updateRole(db, accountId, actor, params.roleId, body);
  });
  registerEndpoint(app, db, rolesContract.deleteCustomRole, async ({ params, request }) => {
    const { actor, accountId } = manager(request);
    await roles.deleteRole(db, accountId, actor.user_id, params.roleId);
    return { deleted: 1 };
  });
  registerEndpoint(app, db, rolesContract.assignCustomRole, async ({ params, body, request }) => {
    const { actor, accountId } = manager(request);
    return roles.assignRole(db, accountId, actor, params.userId, body.role_id);
  });

  registerEndpoint(app, db, contract.acceptInvitation, async ({ body, request }) => {
    const f = config.rateLimitFactor;
    await enforceLimits(db, [{ bucket: `invitation-ip:${request.ip}`, max: 10 * f, windowSeconds: 900 }]);
    return service.acceptInvitation(db, body);
  });
}
