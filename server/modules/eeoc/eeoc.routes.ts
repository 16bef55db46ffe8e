/** The voluntary equal-opportunity questions (seed 000 section 7, seed 002 section 7.9). */
import type { FastifyInstance } from 'fastify';
import * as eeoc from '../../../contracts/eeoc.ts';
import type { Db } from '../../db/database.ts';
import { requireUser } from '../../http/auth-context.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import { activityLeaseRequest, DEFAULT_ACTIVITY_LEASE_MS, deviceOf } from '../attempt-lease/index.ts';
import { eeocQuestions, submitEeoc } from './eeoc.service.ts';

export function registerEeocRoutes(app: FastifyInstance, db: Db, leaseMs = DEFAULT_ACTIVITY_LEASE_MS): void {
  registerEndpoint(app, db, eeoc.getEeocQuestions, async () => eeocQuestions());
  registerEndpoint(app, db, eeoc.submitEeocAnswers, async ({ body, request }) =>
    submitEeoc(db, requireUser(request).user_id, body, activityLeaseRequest(deviceOf(request), leaseMs)),
  );
}
