/** The camera check by consent (contracts/camera-check.ts, D455): the candidate's device records, staff read on demand. */
import type { FastifyInstance } from 'fastify';
import * as contract from '../../../contracts/camera-check.ts';
import { auditScorecardRead } from '../../audit/read-audit.ts';
import type { Db } from '../../db/database.ts';
import { requireUser } from '../../http/auth-context.ts';
import { checkedApplication } from '../../http/endpoint-access.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import { recordConsent, recordStill, staffCameraChecks, viewStill } from './camera-check.service.ts';

export function registerCameraCheckRoutes(app: FastifyInstance, db: Db): void {
  registerEndpoint(app, db, contract.recordCameraConsent, async ({ body, request }) =>
    recordConsent(db, requireUser(request).user_id, body),
  );
  registerEndpoint(app, db, contract.recordCameraStill, async ({ body, request }) =>
    recordStill(db, requireUser(request).user_id, body),
  );
  // Part of what staff read on the scorecard, with no photo in it: audited as opening it (D290).
  registerEndpoint(app, db, contract.listStaffCameraChecks, async ({ request }) => {
    const checks = await staffCameraChecks(db, checkedApplication(request));
    await auditScorecardRead(db, requireUser(request), checkedApplication(request));
    return checks;
  });
  registerEndpoint(app, db, contract.viewCameraStill, async ({ params, request }) =>
    viewStill(db, requireUser(request), checkedApplication(request), params.stillId),
  );
}
