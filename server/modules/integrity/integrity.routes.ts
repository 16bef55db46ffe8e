/** How a timed test was taken (contracts/integrity-signals.ts, D402): the candidate's device records, staff read. */
import type { FastifyInstance } from 'fastify';
import * as contract from '../../../contracts/integrity-signals.ts';
import { auditScorecardRead } from '../../audit/read-audit.ts';
import type { Db } from '../../db/database.ts';
import { requireUser } from '../../http/auth-context.ts';
import { checkedApplication } from '../../http/endpoint-access.ts';
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
}
