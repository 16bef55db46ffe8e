import type { FastifyInstance } from 'fastify';
import * as templates from '../../../contracts/email-templates.ts';
import type { Db } from '../../db/database.ts';
import { requireUser } from '../../http/auth-context.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import * as service from './email-templates.service.ts';

/** The email editor: company templates (settings access), system templates (provider admins), preview and test mail. */
export function registerEmailTemplateRoutes(app: FastifyInstance, db: Db): void {
  registerEndpoint(app, db, templates.listCompanyEmailTemplates, async ({ query }) =>
    service.listCompanyTemplates(db, query.account_id),
  );
  registerEndpoint(app, db, templates.getCompanyEmailTemplate, async ({ params, query }) =>
    service.getCompanyTemplate(db, params.slug, query),
  );
  registerEndpoint(app, db, templates.saveCompanyEmailTemplate, async ({ params, body, request }) =>
    service.saveCompanyTemplate(db, requireUser(request), params.slug, body),
  );
  registerEndpoint(app, db, templates.restoreCompanyEmailTemplate, async ({ params, query }) =>
    service.restoreCompanyTemplate(db, params.slug, query),
  );
  registerEndpoint(app, db, templates.listSystemEmailTemplates, async () => service.listSystemTemplates(db));
  registerEndpoint(app, db, templates.getSystemEmailTemplate, async ({ params, query }) =>
    service.getSystemTemplate(db, params.slug, query.language),
  );
  registerEndpoint(app, db, templates.saveSystemEmailTemplate, async ({ params, body, request }) =>
    service.saveSystemTemplate(db, requireUser(request), params.slug, body),
  );
  registerEndpoint(app, db, templates.restoreSystemEmailTemplate, async ({ params, query, request }) =>
    service.restoreSystemTemplate(db, requireUser(request), params.slug, query.language),
  );
  registerEndpoint(app, db, templates.previewEmailTemplate, async ({ body, request }) =>
    service.previewTemplate(db, requireUser(request), body),
  );
  registerEndpoint(app, db, templates.sendTestEmailTemplate, async ({ body, request }) =>
    service.sendTestMail(db, requireUser(request), body),
  );
}
