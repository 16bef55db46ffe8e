import type { FastifyInstance } from 'fastify';
import * as templates from '../../../contracts/message-templates.ts';
import type { Db } from '../../db/database.ts';
import { requireUser } from '../../http/auth-context.ts';
import { checkedCompany } from '../../http/endpoint-access.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import * as service from './message-templates.service.ts';

/**
 * A company's message templates: its staff with settings access and provider admins change them,
 * and requisition access reads them to start from (declared on each endpoint, D201, D219).
 */
export function registerMessageTemplateRoutes(app: FastifyInstance, db: Db): void {
  registerEndpoint(app, db, templates.listMessageTemplates, async ({ query }) => service.listTemplates(db, query));
  registerEndpoint(app, db, templates.listUsableMessageTemplates, async ({ query }) =>
    service.usableTemplates(db, query.account_id),
  );
  registerEndpoint(app, db, templates.createMessageTemplate, async ({ body, request }) =>
    service.createTemplate(db, requireUser(request), checkedCompany(request), body),
  );
  registerEndpoint(app, db, templates.updateMessageTemplate, async ({ params, body, request }) =>
    service.updateTemplate(db, requireUser(request), params.id, body),
  );
  registerEndpoint(app, db, templates.deleteMessageTemplate, async ({ params, request }) =>
    service.deleteTemplate(db, requireUser(request), params.id),
  );
}
