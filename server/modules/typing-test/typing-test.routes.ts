import type { FastifyInstance } from 'fastify';
import * as typing from '../../../contracts/typing-test.ts';
import type { Db } from '../../db/database.ts';
import { requireUser } from '../../http/auth-context.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import { activityLeaseRequest, DEFAULT_ACTIVITY_LEASE_MS, deviceOf } from '../attempt-lease/index.ts';
import { readTypingTest, scoreTypingTest } from './typing-test.service.ts';

/** Only the tracker's candidate reads or scores their typing test; everyone else gets 404. A run is scored only from the device holding the activity's lease. */
export function registerTypingTestRoutes(app: FastifyInstance, db: Db, leaseMs = DEFAULT_ACTIVITY_LEASE_MS): void {
  registerEndpoint(app, db, typing.getTypingTest, async ({ params, query, request }) =>
    readTypingTest(db, requireUser(request).user_id, params, query.language),
  );
  registerEndpoint(app, db, typing.scoreTypingTest, async ({ body, request }) =>
    scoreTypingTest(db, requireUser(request).user_id, body, activityLeaseRequest(deviceOf(request), leaseMs)),
  );
}
