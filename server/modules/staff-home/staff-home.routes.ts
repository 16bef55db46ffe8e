/** The staff home (contracts/staff-home.ts): the viewer's tasks at the company the access layer checked. */
import type { FastifyInstance } from 'fastify';
import * as home from '../../../contracts/staff-home.ts';
import type { Db } from '../../db/database.ts';
import { requireUser } from '../../http/auth-context.ts';
import { holdsFlag } from '../../http/account-access.ts';
import { checkedCompany } from '../../http/endpoint-access.ts';
import { visibleJobsCondition } from '../../http/job-access.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import { auditAccommodationsListed } from '../../audit/read-audit.ts';
import * as store from './staff-home.store.ts';

export function registerStaffHomeRoutes(app: FastifyInstance, db: Db): void {
  registerEndpoint(app, db, home.getStaffHome, async ({ query, request }) => {
    const viewer = requireUser(request);
    const accountId = checkedCompany(request);
    const scope = {
      accountId,
      userId: viewer.user_id,
      openJobs: visibleJobsCondition(viewer, accountId, 'oj'),
      timeZone: query.time_zone ?? 'UTC',
      whole: query.whole,
    };
    // A request may hold health information: only those who may read and decide it are told (D263).
    const mayDecideAccommodations = holdsFlag(viewer, 'private_data_access', scope.accountId);
    const idleDays = query.idle_days ?? home.IDLE_DAYS_DEFAULT;
    const [
      feedback_due,
      interviews_today,
      interviews_this_week,
      new_applicants,
      offers,
      idle_applicants,
      accommodation_requests,
      my_requisitions,
      mentions,
      replies,
    ] = await Promise.all([
      store.feedbackDue(db, scope),
      store.interviewsBetween(db, scope, 0, 1),
      // The six days after today: with today's list, the coming week.
      store.interviewsBetween(db, scope, 1, 6),
      store.newApplicants(db, scope),
      store.offers(db, scope),
      store.idleApplicants(db, scope, idleDays),
      mayDecideAccommodations ? store.accommodationRequests(db, scope) : { count: 0, items: [] },
      store.myRequisitions(db, scope),
      store.mentions(db, scope),
      store.replies(db, scope),
    ]);
    // Names beside the kinds asked tell of a disability: the read is audited, once an hour per application (D321).
    await auditAccommodationsListed(db, viewer, scope.accountId, accommodation_requests.items);
    return {
      feedback_due,
      interviews_today,
      interviews_this_week,
      new_applicants,
      offers,
      idle_applicants,
      accommodation_requests: {
        count: accommodation_requests.count,
        items: accommodation_requests.items.map(({ user_smartreq_id, job_title, candidate_name, kinds, since }) => ({
          user_smartreq_id,
          job_title,
          candidate_name,
          kinds,
          since,
        })),
      },
      idle_days: idleDays,
      mentions,
      replies,
      my_requisitions,
    };
  });
}
