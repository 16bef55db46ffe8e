import type { FastifyInstance } from 'fastify';
import { getAccount } from '../../../contracts/account.ts';
import type { Db } from '../../db/database.ts';
import { companyNotFound } from '../../http/account-access.ts';
import { checkedCompany } from '../../http/endpoint-access.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import { loadAccount } from './account.store.ts';

export function registerAccountRoutes(app: FastifyInstance, db: Db): void {
  // The company was checked by the endpoint's 'company-staff' permission (server/http/endpoint-access.ts).
  registerEndpoint(app, db, getAccount, async ({ request }) => {
    const account = await loadAccount(db, checkedCompany(request));
    if (!account) throw companyNotFound();
    return account;
  });
}
