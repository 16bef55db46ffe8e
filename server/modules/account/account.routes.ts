import type { FastifyInstance } from 'fastify';
import { getAccount } from '../../../contracts/account.ts';
import type { Db } from '../../db/database.ts';
import { requireUser } from '../../http/auth-context.ts';
import { notFound } from '../../http/http-error.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import { loadAccount } from './account.store.ts';

export function registerAccountRoutes(app: FastifyInstance, db: Db): void {
  registerEndpoint(app, db, getAccount, async ({ params, request }) => {
    const user = requireUser(request);
    const isMember = user.is_jf_admin || user.roles.some((role) => role.account_id === params.id);
    const account = isMember ? await loadAccount(db, params.id) : undefined;
    if (!account) throw notFound('Company not found');
    return account;
  });
}
