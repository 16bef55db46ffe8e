import type { FastifyInstance } from 'fastify';
import * as assessment from '../../../contracts/assessment.ts';
import type { Db } from '../../db/database.ts';
import { auditScorecardRead } from '../../audit/read-audit.ts';
import { requireUser } from '../../http/auth-context.ts';
import { checkedApplication } from '../../http/endpoint-access.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import { assessmentContent, convertRawScores, questionOrders } from './assessment.service.ts';

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

  // The order a candidate saw is one of the scorecard's reads: audited as opening it (D290, D319).
  registerEndpoint(app, db, assessment.listQuestionOrders, async ({ query, request }) => {
    const orders = await questionOrders(db, checkedApplication(request), query.language ?? 'en');
    await auditScorecardRead(db, requireUser(request), checkedApplication(request));
    return orders;
  });
}
