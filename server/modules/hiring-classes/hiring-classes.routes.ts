/** Hiring classes (HTTP only; rules in the service). */
import type { FastifyInstance } from 'fastify';
import * as contract from '../../../contracts/hiring-classes.ts';
import type { Db } from '../../db/database.ts';
import { requireUser } from '../../http/auth-context.ts';
import { checkedJob } from '../../http/endpoint-access.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import * as service from './hiring-classes.service.ts';

export function registerHiringClassRoutes(app: FastifyInstance, db: Db): void {
  registerEndpoint(app, db, contract.listHiringClasses, async ({ query, request }) =>
    service.listClasses(db, checkedJob(request), query),
  );
  registerEndpoint(app, db, contract.createHiringClass, async ({ body, request }) =>
    service.createClass(db, requireUser(request), checkedJob(request), body),
  );
  registerEndpoint(app, db, contract.updateHiringClass, async ({ params, body, request }) =>
    service.updateClass(db, requireUser(request), params.classId, body),
  );
  registerEndpoint(app, db, contract.deleteHiringClass, async ({ params, request }) =>
    service.deleteClass(db, requireUser(request), params.classId),
  );
  registerEndpoint(app, db, contract.listHiringClassMembers, async ({ params, request }) =>
    service.listMembers(db, requireUser(request), params.classId),
  );
  registerEndpoint(app, db, contract.addHiringClassMember, async ({ params, request }) =>
    service.addMember(db, requireUser(request), params.classId, params.refId.toLowerCase()),
  );
  registerEndpoint(app, db, contract.removeHiringClassMember, async ({ params, request }) =>
    service.removeMember(db, requireUser(request), params.classId, params.refId.toLowerCase()),
  );
}
