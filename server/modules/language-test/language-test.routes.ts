import type { FastifyInstance } from 'fastify';
import * as languageTest from '../../../contracts/language-test.ts';
import * as activityLease from '../../../contracts/activity-lease.ts';
import type { Db } from '../../db/database.ts';
import { requireUser } from '../../http/auth-context.ts';
import { checkedApplication } from '../../http/endpoint-access.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import { activityLeaseRequest, DEFAULT_ACTIVITY_LEASE_MS, deviceOf } from '../attempt-lease/index.ts';
import * as service from './language-test.service.ts';
import { languageHeartbeat, languageTakeOver } from './language-lease.service.ts';

export function registerLanguageTestRoutes(app: FastifyInstance, db: Db, leaseMs = DEFAULT_ACTIVITY_LEASE_MS): void {
  const lease = (request: Parameters<typeof deviceOf>[0]) => activityLeaseRequest(deviceOf(request), leaseMs);
  registerEndpoint(app, db, languageTest.getLanguageTest, async ({ params, query, request }) =>
    service.languageTestContent(db, requireUser(request).user_id, {
      ref_id: params.refId,
      job_step_activity_id: query.job_step_activity_id,
    }),
  );
  registerEndpoint(app, db, languageTest.saveLanguageAnswer, async ({ body, request }) =>
    service.saveAnswer(db, requireUser(request).user_id, body, undefined, lease(request)),
  );
  registerEndpoint(app, db, languageTest.completeLanguagePart, async ({ body, request }) =>
    service.completePart(db, requireUser(request).user_id, body, undefined, lease(request)),
  );
  registerEndpoint(app, db, languageTest.listStaffLanguageTests, async ({ request }) =>
    service.staffLanguageTests(db, checkedApplication(request)),
  );
  registerEndpoint(app, db, activityLease.languageLeaseHeartbeat, async ({ body, request }) =>
    languageHeartbeat(db, requireUser(request).user_id, body, lease(request)),
  );
  registerEndpoint(app, db, activityLease.languageTakeOver, async ({ body, request }) =>
    languageTakeOver(db, requireUser(request).user_id, body, lease(request)),
  );
}
