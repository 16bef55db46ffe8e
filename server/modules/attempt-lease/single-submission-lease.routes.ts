import type { FastifyInstance } from 'fastify';
import { activityLeaseHeartbeat, activityTakeOver } from '../../../contracts/activity-lease.ts';
import type { Db } from '../../db/database.ts';
import { requireUser } from '../../http/auth-context.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import { activityLeaseRequest, DEFAULT_ACTIVITY_LEASE_MS } from './activity-lease.ts';
import { deviceOf } from './attempt-lease.ts';
import { singleSubmissionHeartbeat, singleSubmissionTakeOver } from './single-submission-lease.ts';

export function registerSingleSubmissionLeaseRoutes(
  app: FastifyInstance,
  db: Db,
  leaseMs = DEFAULT_ACTIVITY_LEASE_MS,
): void {
  registerEndpoint(app, db, activityLeaseHeartbeat, async ({ body, request }) =>
    singleSubmissionHeartbeat(db, requireUser(request).user_id, body, activityLeaseRequest(deviceOf(request), leaseMs)),
  );
  registerEndpoint(app, db, activityTakeOver, async ({ body, request }) =>
    singleSubmissionTakeOver(db, requireUser(request).user_id, body, activityLeaseRequest(deviceOf(request), leaseMs)),
  );
}
