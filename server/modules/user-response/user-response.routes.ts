import type { FastifyInstance } from 'fastify';
import * as userResponse from '../../../contracts/user-response.ts';
import * as attemptLease from '../../../contracts/attempt-lease.ts';
import type { Db } from '../../db/database.ts';
import { requireUser } from '../../http/auth-context.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import { deviceOf } from '../attempt-lease/index.ts';
import { DEFAULT_LEASE_MS, leaseRequest, saveAnswer, setStartTime, submit } from './user-response.service.ts';
import { saveAnswerBatch } from './answer-batch.service.ts';
import { browserLanguage } from '../../http/request-language.ts';
import { heartbeat, takeOver } from './attempt-lease.service.ts';
import { reportRefusal } from './refusal-report.ts';

export function registerUserResponseRoutes(app: FastifyInstance, db: Db, leaseMs = DEFAULT_LEASE_MS): void {
  const lease = (request: Parameters<typeof deviceOf>[0]) => leaseRequest(deviceOf(request), leaseMs);
  registerEndpoint(app, db, userResponse.setStartTime, async ({ body, request }) =>
    setStartTime(db, requireUser(request).user_id, body, lease(request)),
  );
  registerEndpoint(app, db, userResponse.saveAssessmentAnswer, async ({ body, request }) =>
    saveAnswer(db, requireUser(request).user_id, body, lease(request)),
  );
  registerEndpoint(app, db, userResponse.saveAssessmentAnswerBatch, async ({ body, request }) =>
    saveAnswerBatch(
      db,
      requireUser(request).user_id,
      body,
      lease(request),
      browserLanguage(request.headers['accept-language']) ?? 'en',
    ),
  );
  registerEndpoint(app, db, userResponse.submitAttempt, async ({ body, request }) =>
    submit(db, requireUser(request).user_id, body, lease(request)),
  );
  registerEndpoint(app, db, userResponse.reportRefusal, async ({ body, request }) =>
    reportRefusal(db, requireUser(request).user_id, body),
  );
  registerEndpoint(app, db, attemptLease.leaseHeartbeat, async ({ body, request }) =>
    heartbeat(db, requireUser(request).user_id, body, lease(request)),
  );
  registerEndpoint(app, db, attemptLease.takeOverAttempt, async ({ body, request }) =>
    takeOver(db, requireUser(request).user_id, body, lease(request)),
  );
}
