import type { FastifyInstance } from 'fastify';
import { getAccount } from '../../../contracts/account.ts';
import type { Db } from '../../db/database.ts';
import { requireUser } from '../../http/auth-context.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import { loadAccount } from './account.store.ts';
import { companyNotFound, requireAccountStaff } from '../../http/account-access.ts';

export function registerAccountRoutes(app: FastifyInstance, db: Db): void {
  registerEndpoint(app, db, getAccount, async ({ params, request }) => {
    const user = requireUser(request);
    const account = await loadAccount(db, requireAccountStaff(user, params.id));
    if (!account) throw companyNotFound();
    return account;
  });
}
