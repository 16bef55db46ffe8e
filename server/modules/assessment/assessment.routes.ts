import type { FastifyInstance } from 'fastify';
import * as assessment from '../../../contracts/assessment.ts';
import type { Db } from '../../db/database.ts';
import { requireUser } from '../../http/auth-context.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import { assessmentContent, convertRawScores } from './assessment.service.ts';

export function registerAssessmentRoutes(app: FastifyInstance, db: Db): void {
  registerEndpoint(app, db, assessment.getAssessmentContent, async ({ params, query, request }) =>
    assessmentContent(
      db,
      params.asmtId,
      query.language ?? 'en',
      query.ref_id === undefined
        ? undefined
        : { refId: query.ref_id.toLowerCase(), userId: requireUser(request).user_id },
    ),
  );

  registerEndpoint(app, db, assessment.rawScoreConvert, async ({ body }) => convertRawScores(db, body));
}
