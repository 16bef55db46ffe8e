import type { FastifyInstance } from 'fastify';
import * as skillsTest from '../../../contracts/skills-test.ts';
import * as activityLease from '../../../contracts/activity-lease.ts';
import { listPlanSkillsTests } from '../../../contracts/smartreq-plan.ts';
import { listSkillsTestOrders } from '../../../contracts/skills-test-order.ts';
import { auditScorecardRead } from '../../audit/read-audit.ts';
import type { Db } from '../../db/database.ts';
import { requireUser } from '../../http/auth-context.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import { checkedApplication, checkedCompany } from '../../http/endpoint-access.ts';
import { activityLeaseRequest, DEFAULT_ACTIVITY_LEASE_MS, deviceOf } from '../attempt-lease/index.ts';
import * as service from './skills-test.service.ts';
import * as reads from './skills-test-reads.service.ts';
import { skillsHeartbeat, skillsTakeOver } from './skills-lease.service.ts';
import * as plan from './skills-test-plan.ts';
import { staffSkillsTestOrders } from './staff-skills-order.ts';

export function registerSkillsTestRoutes(app: FastifyInstance, db: Db, leaseMs = DEFAULT_ACTIVITY_LEASE_MS): void {
  const lease = (request: Parameters<typeof deviceOf>[0]) => activityLeaseRequest(deviceOf(request), leaseMs);
  registerEndpoint(app, db, skillsTest.getSkillsTest, async ({ params, query, request }) =>
    reads.skillsTestContent(
      db,
      requireUser(request).user_id,
      {
        ref_id: params.refId,
        job_step_activity_id: query.job_step_activity_id,
      },
      query.language ?? 'en',
    ),
  );
  registerEndpoint(app, db, skillsTest.startSectionTime, async ({ body, request }) =>
    service.startSectionTime(db, requireUser(request).user_id, body, undefined, lease(request)),
  );
  registerEndpoint(app, db, skillsTest.submitQuestion, async ({ body, request }) =>
    service.submitQuestion(db, requireUser(request).user_id, body, undefined, lease(request)),
  );
  registerEndpoint(app, db, skillsTest.submitSection, async ({ body, request }) =>
    service.submitSection(db, requireUser(request).user_id, body, undefined, lease(request)),
  );
  registerEndpoint(app, db, skillsTest.submitSkillsTest, async ({ body, request }) =>
    service.submitSkillsTest(db, requireUser(request).user_id, body, undefined, lease(request)),
  );
  registerEndpoint(app, db, skillsTest.sectionDetails, async ({ query, request }) =>
    reads.sectionDetails(db, requireUser(request).user_id, query),
  );
  registerEndpoint(app, db, skillsTest.getSkillsTestReport, async ({ params, query, request }) =>
    reads.skillsTestReport(db, requireUser(request).user_id, params.id, query.language ?? 'en'),
  );
  registerEndpoint(app, db, activityLease.skillsLeaseHeartbeat, async ({ body, request }) =>
    skillsHeartbeat(db, requireUser(request).user_id, body, lease(request)),
  );
  registerEndpoint(app, db, activityLease.skillsTakeOver, async ({ body, request }) =>
    skillsTakeOver(db, requireUser(request).user_id, body, lease(request)),
  );
  // The plan editor's list of the tests a plan may give (D442).
  registerEndpoint(app, db, listPlanSkillsTests, async ({ query, request }) =>
    plan.listPlanSkillsTests(db, checkedCompany(request), query.language ?? 'en'),
  );
  // The order a candidate's run showed is one of the scorecard's reads: audited as opening it (D290, D492).
  registerEndpoint(app, db, listSkillsTestOrders, async ({ query, request }) => {
    const orders = await staffSkillsTestOrders(db, checkedApplication(request), query.language ?? 'en');
    await auditScorecardRead(db, requireUser(request), checkedApplication(request));
    return orders;
  });
}
