import type { FastifyInstance } from 'fastify';
import * as api from '../../../contracts/integrations.ts';
import type { Db } from '../../db/database.ts';
import { requireUser } from '../../http/auth-context.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import * as service from './integrations.service.ts';

/** /settings/integrations: the company's outside services (company settings access; provider admins). */
export function registerIntegrationRoutes(app: FastifyInstance, db: Db): void {
  registerEndpoint(app, db, api.listIntegrations, async ({ query }) => service.listIntegrations(db, query.account_id));
  registerEndpoint(app, db, api.testIntegration, async ({ request, body }) =>
    service.testIntegration(db, requireUser(request), body.account_id, body.kind),
  );
  registerEndpoint(app, db, api.saveConferencing, async ({ request, body }) =>
    service.saveConferencing(db, requireUser(request), body.account_id, body.meeting_base_url),
  );
}
