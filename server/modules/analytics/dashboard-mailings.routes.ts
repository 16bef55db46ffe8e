/** Weekly dashboard mailings of the report family (HTTP only; rules in the service, D340). */
import type { FastifyInstance } from 'fastify';
import * as contract from '../../../contracts/dashboard-mailings.ts';
import type { Db } from '../../db/database.ts';
import { requireUser } from '../../http/auth-context.ts';
import { checkedCompany } from '../../http/endpoint-access.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import * as service from './dashboard-mailings.service.ts';

export function registerDashboardMailingRoutes(app: FastifyInstance, db: Db): void {
  registerEndpoint(app, db, contract.listDashboardMailings, async ({ request }) =>
    service.list(db, requireUser(request), checkedCompany(request)),
  );
  registerEndpoint(app, db, contract.listMailingRecipients, async ({ request }) =>
    service.recipients(db, checkedCompany(request)),
  );
  registerEndpoint(app, db, contract.createDashboardMailing, async ({ body, request }) =>
    service.create(db, requireUser(request), checkedCompany(request), body),
  );
  registerEndpoint(app, db, contract.deleteDashboardMailing, async ({ params, request }) =>
    service.remove(db, checkedCompany(request), params.mailingId),
  );
}
