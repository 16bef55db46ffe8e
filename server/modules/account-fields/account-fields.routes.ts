import type { FastifyInstance } from 'fastify';
import * as fields from '../../../contracts/account-fields.ts';
import type { Db } from '../../db/database.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import * as service from './account-fields.service.ts';

/** Company custom-field settings: the company's staff with settings access and provider admins (account-fields.service.ts). */
export function registerAccountFieldRoutes(app: FastifyInstance, db: Db): void {
  registerEndpoint(app, db, fields.listAccountFields, async ({ query }) => service.listFields(db, query));
  registerEndpoint(app, db, fields.createAccountField, async ({ body }) => service.createField(db, body));
  registerEndpoint(app, db, fields.updateAccountField, async ({ params, body }) =>
    service.updateField(db, params.id, body),
  );
  registerEndpoint(app, db, fields.archiveAccountField, async ({ params, body }) =>
    service.archiveField(db, params.id, body.is_archived),
  );
  registerEndpoint(app, db, fields.deleteAccountField, async ({ params }) => service.deleteField(db, params.id));
  registerEndpoint(app, db, fields.orderAccountFields, async ({ body }) => service.orderFields(db, body));
}
