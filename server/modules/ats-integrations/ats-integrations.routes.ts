import type { FastifyInstance } from 'fastify';
import * as contract from '../../../contracts/ats-integrations.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { requireUser } from '../../http/auth-context.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import * as admin from './ats-integrations.service.ts';
import * as orders from './ats-orders.service.ts';

/**
 * The admin endpoints are auth level 3 (provider admins). The ATS's order endpoints are level 0 on
 * the session side and check the integration key themselves; the candidate's start needs a session.
 */
export function registerAtsIntegrationRoutes(
  app: FastifyInstance,
  db: Db,
  config: Pick<Config, 'publicUrl' | 'atsAllowLocalHttp' | 'rateLimitFactor'>,
): void {
  const links: orders.OrderLinks = {
    publicUrl: config.publicUrl,
    allowLocalHttp: config.atsAllowLocalHttp,
    rateLimitFactor: config.rateLimitFactor,
  };

  registerEndpoint(app, db, contract.listAtsIntegrations, async ({ query }) =>
    admin.listIntegrations(db, query.account_id),
  );
  registerEndpoint(app, db, contract.listAtsRequisitions, async ({ query }) =>
    admin.listRequisitions(db, query.account_id),
  );
  registerEndpoint(app, db, contract.createAtsIntegration, async ({ body, request }) =>
    admin.createIntegration(db, requireUser(request).user_id, body),
  );
  registerEndpoint(app, db, contract.updateAtsIntegration, async ({ params, body, request }) =>
    admin.updateIntegration(db, requireUser(request).user_id, params.id, body),
  );
  registerEndpoint(app, db, contract.rotateAtsKey, async ({ params, request }) =>
    admin.rotateKey(db, requireUser(request).user_id, params.id),
  );
  registerEndpoint(app, db, contract.revokeAtsIntegration, async ({ params, request }) =>
    admin.revokeIntegration(db, requireUser(request).user_id, params.id),
  );

  registerEndpoint(app, db, contract.createAtsOrder, async ({ body, request }) =>
    orders.createOrder(db, links, request.headers.authorization, body),
  );
  registerEndpoint(app, db, contract.cancelAtsOrder, async ({ params, request }) =>
    orders.cancelOrder(db, links, request.headers.authorization, params.orderId),
  );
  registerEndpoint(app, db, contract.getAtsOrder, async ({ params }) =>
    orders.publicOrder(db, params.orderId, links.rateLimitFactor),
  );
  registerEndpoint(app, db, contract.startAtsOrder, async ({ params, request }) =>
    orders.startOrder(db, requireUser(request).user_id, params.orderId, config.publicUrl),
  );
  registerEndpoint(app, db, contract.atsReturnLink, async ({ params, request }) =>
    orders.returnLink(db, requireUser(request).user_id, params.refId),
  );
}
