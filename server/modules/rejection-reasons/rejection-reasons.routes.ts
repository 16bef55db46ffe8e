import type { FastifyInstance } from 'fastify';
import * as reasons from '../../../contracts/rejection-reasons.ts';
import type { Db } from '../../db/database.ts';
import { requireUser } from '../../http/auth-context.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import * as service from './rejection-reasons.service.ts';

/** Rejection reasons in company settings: the company's staff with settings access and provider admins (rejection-reasons.service.ts). */
export function registerRejectionReasonRoutes(app: FastifyInstance, db: Db): void {
  registerEndpoint(app, db, reasons.listReasons, async ({ query }) => service.listReasons(db, query));
  registerEndpoint(app, db, reasons.createReason, async ({ body, request }) =>
    service.createReason(db, requireUser(request), body),
  );
  registerEndpoint(app, db, reasons.updateReason, async ({ params, body, request }) =>
    service.updateReason(db, requireUser(request), params.id, body),
  );
  registerEndpoint(app, db, reasons.toggleReason, async ({ params, body, request }) =>
    service.toggleReason(db, requireUser(request), params.id, body.is_active),
  );
  registerEndpoint(app, db, reasons.deleteReason, async ({ params, query, request }) =>
    service.deleteReason(db, requireUser(request), params.id, query.replace_to),
  );
}
