/** Custom screening questions for the candidate (seed 000 section 7, seed 002 section 7.9). */
import type { FastifyInstance } from 'fastify';
import * as screening from '../../../contracts/screening-questions.ts';
import type { Db } from '../../db/database.ts';
import { requireUser } from '../../http/auth-context.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import { jobQuestions, validateAnswers } from './screening-questions.service.ts';

export function registerScreeningQuestionRoutes(app: FastifyInstance, db: Db): void {
  registerEndpoint(app, db, screening.getJobQuestions, async ({ params, query, request }) =>
    jobQuestions(db, requireUser(request).user_id, params.jobId, query.ref_id, query.job_step_activity_id),
  );
  registerEndpoint(app, db, screening.validateQuestions, async ({ body, request }) =>
    validateAnswers(db, requireUser(request).user_id, body),
  );
}
