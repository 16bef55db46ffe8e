import type { FastifyInstance } from 'fastify';
import * as contract from '../../../contracts/provider-admin.ts';
import type { Db } from '../../db/database.ts';
import type { Config } from '../../config.ts';
import { requireUser } from '../../http/auth-context.ts';
import { invalid, notFound } from '../../http/http-error.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import { mailPasswordReset, revokeAllForUser } from '../auth/index.ts';
import { audit } from '../../audit/audit-trail.ts';
import { findUserForReset, listUsers, revokeSessions } from './provider-users.store.ts';
import { companyUsage, monthsBetween } from './company-usage.store.ts';
import { listAuditEvents } from './audit-trail.store.ts';
import { StepUpService } from '../second-factor/index.ts';

/** Every endpoint here is auth level 3: only provider admins get past registerEndpoint. */
export function registerProviderAdminRoutes(app: FastifyInstance, db: Db, config: Config): void {
  const stepUp = new StepUpService(db, config);
  registerEndpoint(app, db, contract.listProviderUsers, async ({ query }) => listUsers(db, query));

  registerEndpoint(app, db, contract.resetUserSignIn, async ({ params, body, request }) => {
    const admin = requireUser(request);
    const target = await findUserForReset(db, params.userId);
    if (!target) throw notFound('User not found');
    // The admin's own proof with the request (D272): a stolen admin token alone resets no one.
    const method = await stepUp.verify(request, admin.user_id, body?.proof, 'sign_in_reset', {
      userId: target.user_id,
    });
    await db.transaction().execute(async (trx) => {
      await revokeAllForUser(trx, target.user_id);
      await revokeSessions(trx, target.user_id);
      await mailPasswordReset(trx, config, target.user_id, target.email);
      await audit(trx, {
        event: 'sign_in_reset_by_admin',
        actorUserId: admin.user_id,
        subjectUserId: target.user_id,
        ip: request.ip,
        details: { step_up: method },
      });
    });
    return { email: target.email };
  });

  registerEndpoint(app, db, contract.companyUsage, async ({ query }) => {
    if (query.from > query.to) throw invalid('to', 'The last month must not be before the first.');
    if (monthsBetween(query.from, query.to).length > contract.MAX_USAGE_MONTHS)
      throw invalid('to', `Choose at most ${contract.MAX_USAGE_MONTHS} months.`);
    return companyUsage(db, query);
  });

  registerEndpoint(app, db, contract.listAuditEvents, async ({ query }) => listAuditEvents(db, query));
}
