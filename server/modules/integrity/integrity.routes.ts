/** How a timed test was taken (contracts/integrity-signals.ts, D402): the candidate's device records, staff read. */
import type { FastifyInstance } from 'fastify';
import * as contract from '../../../contracts/integrity-signals.ts';
import { getBiasAuditSignals } from '../../../contracts/bias-audit.ts';
import { biasAuditSignals } from '../bias-audit/index.ts';
import { auditScorecardRead } from '../../audit/read-audit.ts';
import type { Db } from '../../db/database.ts';
import { requireUser } from '../../http/auth-context.ts';
import { checkedApplication, checkedCompany } from '../../http/endpoint-access.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import { recordSignals, staffIntegritySignals } from './integrity.service.ts';

export function registerIntegrityRoutes(app: FastifyInstance, db: Db): void {
  registerEndpoint(app, db, contract.recordIntegritySignals, async ({ body, request }) =>
    recordSignals(db, requireUser(request).user_id, body),
  );
  // Part of what staff read on the scorecard: audited as opening it (D290).
  registerEndpoint(app, db, contract.listStaffIntegritySignals, async ({ request }) => {
    const signals = await staffIntegritySignals(db, checkedApplication(request));
    await auditScorecardRead(db, requireUser(request), checkedApplication(request));
    return signals;
  });
  // The signals by group, beside the bias audit and never in it (D417): the audit's access and switch.
  registerEndpoint(app, db, getBiasAuditSignals, async ({ query, request }) =>
    biasAuditSignals(db, checkedCompany(request), query),
  );
}
