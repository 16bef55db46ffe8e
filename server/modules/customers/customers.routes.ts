import type { FastifyInstance } from 'fastify';
import * as contract from '../../../contracts/customers.ts';
import type { Db } from '../../db/database.ts';
import type { Config } from '../../config.ts';
import { requireUser } from '../../http/auth-context.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import * as service from './customers.service.ts';
import { listCustomers } from './customers.store.ts';

/** Every endpoint here is auth level 3: only provider admins get past registerEndpoint; one naming a company finds it there. */
export function registerCustomerRoutes(app: FastifyInstance, db: Db, config: Config): void {
  const adminId = (request: Parameters<typeof requireUser>[0]) => requireUser(request).user_id;

  registerEndpoint(app, db, contract.listCustomers, async ({ query }) => listCustomers(db, query));
  registerEndpoint(app, db, contract.createCustomer, async ({ body, request }) =>
    service.createCustomer(db, config, adminId(request), body),
  );
  registerEndpoint(app, db, contract.getCustomer, async ({ params }) => service.requireCustomer(db, params.id));
  registerEndpoint(app, db, contract.suspendCustomer, async ({ params, request }) =>
    service.setSuspended(db, adminId(request), params.id, true),
  );
  registerEndpoint(app, db, contract.reinstateCustomer, async ({ params, request }) =>
    service.setSuspended(db, adminId(request), params.id, false),
  );
  registerEndpoint(app, db, contract.putAccountPreference, async ({ params, body, request }) =>
    service.setPreference(db, adminId(request), params.id, params.keyname, body.value),
  );
  registerEndpoint(app, db, contract.deleteAccountPreference, async ({ params, request }) =>
    service.setPreference(db, adminId(request), params.id, params.keyname, undefined),
  );
}
