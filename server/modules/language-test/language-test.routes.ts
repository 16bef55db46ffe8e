import type { FastifyInstance } from 'fastify';
import * as languageTest from '../../../contracts/language-test.ts';
import type { Db } from '../../db/database.ts';
import { requireUser } from '../../http/auth-context.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import * as service from './language-test.service.ts';

export function registerLanguageTestRoutes(app: FastifyInstance, db: Db): void {
  registerEndpoint(app, db, languageTest.getLanguageTest, async ({ params, query, request }) =>
    service.languageTestContent(db, requireUser(request).user_id, { ref_id: params.refId, job_step_activity_id: query.job_step_activity_id }),
  );
  registerEndpoint(app, db, languageTest.saveLanguageAnswer, async ({ body, request }) => service.saveAnswer(db, requireUser(request).user_id, body));
  registerEndpoint(app, db, languageTest.completeLanguagePart, async ({ body, request }) => service.completePart(db, requireUser(request).user_id, body));
  registerEndpoint(app, db, languageTest.listStaffLanguageTests, async ({ params, request }) => service.staffLanguageTests(db, requireUser(request), params.userSmartreqId));
}
