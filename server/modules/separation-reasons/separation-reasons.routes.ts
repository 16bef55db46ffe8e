import type { FastifyInstance } from 'fastify';
import * as reasons from '../../../contracts/separation-reasons.ts';
import type { Db } from '../../db/database.ts';
import { requireUser } from '../../http/auth-context.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import * as service from './separation-reasons.service.ts';

/** Separation reasons in company settings: the company's staff with settings access and provider admins (separation-reasons.service.ts). */
export function registerSeparationReasonRoutes(app: FastifyInstance, db: Db): void {
  registerEndpoint(app, db, reasons.listSeparationReasons, async ({ query, request }) =>
    service.listReasons(db, requireUser(request), query),
  );
  registerEndpoint(app, db, reasons.createSeparationReason, async ({ body, request }) =>
    service.createReason(db, requireUser(request), body),
  );
  registerEndpoint(app, db, reasons.updateSeparationReason, async ({ params, body, request }) =>
    service.updateReason(db, requireUser(request), params.id, body),
  );
  registerEndpoint(app, db, reasons.toggleSeparationReason, async ({ params, body, request }) =>
    service.toggleReason(db, requireUser(request), params.id, body.is_active),
  );
  registerEndpoint(app, db, reasons.deleteSeparationReason, async ({ params, query, request }) =>
    service.deleteReason(db, requireUser(request), params.id, query.replace_to),
  );
}
