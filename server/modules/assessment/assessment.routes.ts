import type { FastifyInstance } from 'fastify';
import * as assessment from '../../../contracts/assessment.ts';
import type { Db } from '../../db/database.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import { assessmentContent, convertRawScores } from './assessment.service.ts';

export function registerAssessmentRoutes(app: FastifyInstance, db: Db): void {
  registerEndpoint(app, db, assessment.getAssessmentContent, async ({ params, query }) => assessmentContent(db, params.asmtId, query.language ?? 'en'));

  registerEndpoint(app, db, assessment.rawScoreConvert, async ({ body }) => convertRawScores(db, body));
}
