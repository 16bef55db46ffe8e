/** The camera check by consent (contracts/camera-check.ts, D455): the candidate's device records, staff read on demand. */
import type { FastifyInstance } from 'fastify';
import * as contract from '../../../contracts/camera-check.ts';
import { auditScorecardRead } from '../../audit/read-audit.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { requireUser } from '../../http/auth-context.ts';
import { checkedApplication } from '../../http/endpoint-access.ts';
import { enforceLimits } from '../../http/rate-limit.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import { recordConsent, recordStill, staffCameraChecks, viewStill } from './camera-check.service.ts';

/**
 * Photos a candidate may send in ten minutes (D479): the device sends three a timed test, and
 * every photo costs the one decoder up to 0.9 s, duplicates too (they are found only after it).
 */
export const STILLS_PER_TEN_MINUTES = 30;

export function registerCameraCheckRoutes(app: FastifyInstance, db: Db, config: Config): void {
  registerEndpoint(app, db, contract.recordCameraConsent, async ({ body, request }) =>
    recordConsent(db, requireUser(request).user_id, body),
  );
  registerEndpoint(app, db, contract.recordCameraStill, async ({ body, request }) => {
    const userId = requireUser(request).user_id;
    const max = STILLS_PER_TEN_MINUTES * config.rateLimitFactor;
    await enforceLimits(db, [{ bucket: `camera-still:${userId}`, max, windowSeconds: 600 }]);
    return recordStill(db, userId, body);
  });
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
