import type { FastifyInstance } from 'fastify';
import * as settings from '../../../contracts/company-settings.ts';
import type { Db } from '../../db/database.ts';
import { requireUser } from '../../http/auth-context.ts';
import type { CspOrigins } from '../../http/csp-origins.ts';
import { checkedCompany } from '../../http/endpoint-access.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import * as service from './company-settings.service.ts';

/**
 * Company details and sources: the company's staff with settings access and provider admins
 * (company-settings.service.ts). `logoOrigins` is told when a logo may have moved to another host.
 */
export function registerCompanySettingsRoutes(app: FastifyInstance, db: Db, logoOrigins: CspOrigins): void {
  registerEndpoint(app, db, settings.getCompanyDetails, async ({ request }) =>
    service.companyDetails(db, checkedCompany(request)),
  );
  registerEndpoint(app, db, settings.saveCompanyDetails, async ({ body, request }) => {
    const saved = await service.saveCompanyDetails(db, requireUser(request), checkedCompany(request), body);
    logoOrigins.invalidate();
    return saved;
  });
  registerEndpoint(app, db, settings.listSources, async ({ query }) => service.listSources(db, query));
  registerEndpoint(app, db, settings.createSource, async ({ body, request }) =>
    service.createSource(db, requireUser(request), body),
  );
  registerEndpoint(app, db, settings.updateSource, async ({ params, body, request }) =>
    service.updateSource(db, requireUser(request), params.id, body),
  );
  registerEndpoint(app, db, settings.toggleSource, async ({ params, body, request }) =>
    service.toggleSource(db, requireUser(request), params.id, body.is_active),
  );
}
