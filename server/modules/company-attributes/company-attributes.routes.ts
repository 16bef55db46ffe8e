import type { FastifyInstance } from 'fastify';
import * as api from '../../../contracts/company-attributes.ts';
import type { Db } from '../../db/database.ts';
import { requireUser } from '../../http/auth-context.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import * as service from './company-attributes.service.ts';

/** The attribute catalogue in company settings: the company's staff with settings access and provider admins (company-attributes.service.ts). */
export function registerCompanyAttributeRoutes(app: FastifyInstance, db: Db): void {
  registerEndpoint(app, db, api.listCompanyAttributes, async ({ query }) => service.listAttributes(db, query));
  registerEndpoint(app, db, api.createCompanyAttribute, async ({ body, request }) => {
    const { account_id: accountId, ...value } = body;
    return service.createAttribute(db, requireUser(request), accountId, value);
  });
  registerEndpoint(app, db, api.updateCompanyAttribute, async ({ params, body, request }) =>
    service.updateAttribute(db, requireUser(request), params.id, body),
  );
  registerEndpoint(app, db, api.archiveCompanyAttribute, async ({ params, body, request }) =>
    service.archiveAttribute(db, requireUser(request), params.id, body.is_archived),
  );
  registerEndpoint(app, db, api.deleteCompanyAttribute, async ({ params, request }) =>
    service.deleteAttribute(db, requireUser(request), params.id),
  );
}
