import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as contract from '../../../contracts/customers.ts';
import type { Db } from '../../db/database.ts';
import type { Config } from '../../config.ts';
import { requireUser } from '../../http/auth-context.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import * as service from './customers.service.ts';
import { listCustomers } from './customers.store.ts';
import type { StepUpProof } from '../../../contracts/step-up.ts';
import { StepUpService, type StepUpAction } from '../second-factor/index.ts';

/** Every endpoint here is auth level 3: only provider admins get past registerEndpoint; one naming a company finds it there. */
export function registerCustomerRoutes(app: FastifyInstance, db: Db, config: Config): void {
  const adminId = (request: Parameters<typeof requireUser>[0]) => requireUser(request).user_id;
  const stepUp = new StepUpService(db, config);

  registerEndpoint(app, db, contract.listCustomers, async ({ query }) => listCustomers(db, query));
  registerEndpoint(app, db, contract.createCustomer, async ({ body, request }) => {
    // A new company and its owner with every flag: the admin's own proof first (D283), before a
    // taken name is told. The attempts are in the provider's trail: there is no company yet.
    const method = await stepUp.verify(request, adminId(request), body.proof, 'company_creation');
    return service.createCustomer(db, config, adminId(request), body, method);
  });
  registerEndpoint(app, db, contract.getCustomer, async ({ params }) => service.requireCustomer(db, params.id));
  // A change to a company carries the admin's own proof with the request (D262): a stolen admin
  // token alone suspends no company and turns no feature on or off.
  const confirmed = (
    request: FastifyRequest,
    accountId: number,
    proof: StepUpProof | undefined,
    action: StepUpAction,
  ) => stepUp.verify(request, adminId(request), proof, action, { userId: adminId(request), accountId });

  registerEndpoint(app, db, contract.suspendCustomer, async ({ params, body, request }) => {
    const method = await confirmed(request, params.id, body?.proof, 'company_suspension');
    return service.setSuspended(db, adminId(request), params.id, true, method);
  });
  registerEndpoint(app, db, contract.reinstateCustomer, async ({ params, body, request }) => {
    const method = await confirmed(request, params.id, body?.proof, 'company_suspension');
    return service.setSuspended(db, adminId(request), params.id, false, method);
  });
  registerEndpoint(app, db, contract.putAccountPreference, async ({ params, body, request }) => {
    const method = await confirmed(request, params.id, body.proof, 'company_preference');
    return service.setPreference(db, adminId(request), params.id, params.keyname, body.value, method);
  });
  registerEndpoint(app, db, contract.deleteAccountPreference, async ({ params, body, request }) => {
    const method = await confirmed(request, params.id, body?.proof, 'company_preference');
    return service.setPreference(db, adminId(request), params.id, params.keyname, undefined, method);
  });
}
