/** The pathway family, staff side: a pathway's roles and their attribute weights (contracts/pathway-roles.ts). */
import type { FastifyInstance } from 'fastify';
import * as roles from '../../../contracts/pathway-roles.ts';
import type { Db } from '../../db/database.ts';
import { requireUser } from '../../http/auth-context.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import * as service from './pathway-roles.service.ts';

export function registerPathwayRoleRoutes(app: FastifyInstance, db: Db): void {
  registerEndpoint(app, db, roles.listPathwayRoles, async ({ params, query, request }) => {
    const viewer = requireUser(request);
    return service.listRoles(db, viewer, params.jobId, query.language ?? viewer.preferred_language ?? 'en');
  });
  registerEndpoint(app, db, roles.createPathwayRole, async ({ params, body, request }) =>
    service.createRole(db, requireUser(request), params.jobId, body),
  );
  registerEndpoint(app, db, roles.updatePathwayRole, async ({ params, body, request }) =>
    service.updateRole(db, requireUser(request), params.jobId, params.pathwayJobId, body),
  );
  registerEndpoint(app, db, roles.archivePathwayRole, async ({ params, body, request }) =>
    service.archiveRole(db, requireUser(request), params.jobId, params.pathwayJobId, body.archived),
  );
  registerEndpoint(app, db, roles.deletePathwayRole, async ({ params, request }) =>
    service.deleteRole(db, requireUser(request), params.jobId, params.pathwayJobId),
  );
}
