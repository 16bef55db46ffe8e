/** Custom dashboards of the report family (HTTP only; rules in the service). */
import type { FastifyInstance } from 'fastify';
import * as contract from '../../../contracts/custom-dashboards.ts';
import type { Db } from '../../db/database.ts';
import { requireUser } from '../../http/auth-context.ts';
import { checkedCompany } from '../../http/endpoint-access.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import * as service from './custom-dashboards.service.ts';

export function registerCustomDashboardRoutes(app: FastifyInstance, db: Db): void {
  registerEndpoint(app, db, contract.listCustomDashboards, async ({ request }) =>
    service.list(db, requireUser(request), checkedCompany(request)),
  );
  registerEndpoint(app, db, contract.createCustomDashboard, async ({ body, request }) =>
    service.create(db, requireUser(request), checkedCompany(request), body),
  );
  registerEndpoint(app, db, contract.getCustomDashboard, async ({ params, request }) =>
    service.get(db, requireUser(request), params.dashboardId),
  );
  registerEndpoint(app, db, contract.updateCustomDashboard, async ({ params, body, request }) =>
    service.update(db, requireUser(request), params.dashboardId, body),
  );
  registerEndpoint(app, db, contract.copyCustomDashboard, async ({ params, body, request }) =>
    service.copy(db, requireUser(request), params.dashboardId, body),
  );
  registerEndpoint(app, db, contract.deleteCustomDashboard, async ({ params, request }) =>
    service.remove(db, requireUser(request), params.dashboardId),
  );
}
