/** HTTP for job-posting distribution to push boards (contracts/job-distribution.ts, D239). */
import type { FastifyInstance } from 'fastify';
import * as api from '../../../contracts/job-distribution.ts';
import type { Db } from '../../db/database.ts';
import { requireUser } from '../../http/auth-context.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import * as service from './job-distribution.service.ts';

export function registerJobDistributionRoutes(app: FastifyInstance, db: Db): void {
  registerEndpoint(app, db, api.getDistribution, async ({ params }) => service.distributionOf(db, params.id));
  registerEndpoint(app, db, api.saveConnection, async ({ request, params, body }) =>
    service.saveConnection(db, requireUser(request), params.id, body),
  );
  registerEndpoint(app, db, api.testConnection, async ({ request, params }) =>
    service.testConnection(db, requireUser(request), params.id),
  );
  registerEndpoint(app, db, api.retryPosting, async ({ request, params }) =>
    service.retryPosting(db, requireUser(request), params.id, params.postingId),
  );
}
