import type { FastifyInstance } from 'fastify';
import * as userResponse from '../../../contracts/user-response.ts';
import type { Db } from '../../db/database.ts';
import { requireUser } from '../../http/auth-context.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import { saveAnswer, setStartTime, submit } from './user-response.service.ts';
import { saveAnswerBatch } from './answer-batch.service.ts';

export function registerUserResponseRoutes(app: FastifyInstance, db: Db): void {
  registerEndpoint(app, db, userResponse.setStartTime, async ({ body, request }) => setStartTime(db, requireUser(request).user_id, body));
  registerEndpoint(app, db, userResponse.saveAssessmentAnswer, async ({ body, request }) => saveAnswer(db, requireUser(request).user_id, body));
  registerEndpoint(app, db, userResponse.saveAssessmentAnswerBatch, async ({ body, request }) => saveAnswerBatch(db, requireUser(request).user_id, body));
  registerEndpoint(app, db, userResponse.submitAttempt, async ({ body, request }) => submit(db, requireUser(request).user_id, body));
}
