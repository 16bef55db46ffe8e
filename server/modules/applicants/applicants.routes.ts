/** Applicant lists, filter options, bulk actions, export and comparison (HTTP only; rules in the service). */
import type { FastifyInstance } from 'fastify';
import * as applicants from '../../../contracts/applicants.ts';
import type { Db } from '../../db/database.ts';
import { requireUser } from '../../http/auth-context.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import * as service from './applicants.service.ts';

export function registerApplicantRoutes(app: FastifyInstance, db: Db): void {
  registerEndpoint(app, db, applicants.listJobApplicants, async ({ params, query, request }) =>
    service.listJobApplicants(db, requireUser(request), params.jobId, query),
  );
  registerEndpoint(app, db, applicants.listAccountApplicants, async ({ params, query, request }) =>
    service.listAccountApplicants(db, requireUser(request), params.accountId, query),
  );
  registerEndpoint(app, db, applicants.getApplicantFilters, async ({ params, request }) => service.filterOptions(db, requireUser(request), params.jobId));
  registerEndpoint(app, db, applicants.bulkRejectApplicants, async ({ body, request }) => service.bulkReject(db, requireUser(request), body, request.idempotency));
  registerEndpoint(app, db, applicants.bulkAssignUser, async ({ body, request }) => service.bulkAssign(db, requireUser(request), body, request.idempotency));
  registerEndpoint(app, db, applicants.emailApplicants, async ({ body, request }) => service.emailApplicants(db, requireUser(request), body, request.idempotency));
  registerEndpoint(app, db, applicants.markApplicantsNew, async ({ body, request }) => service.markNew(db, requireUser(request), body, request.idempotency));
  registerEndpoint(app, db, applicants.moveApplicants, async ({ body, request }) => service.moveApplicants(db, requireUser(request), body, request.idempotency));
  registerEndpoint(app, db, applicants.deleteApplicants, async ({ body, request }) => service.deleteApplicants(db, requireUser(request), body, request.idempotency));
  registerEndpoint(app, db, applicants.exportApplicants, async ({ params, query, request }) => {
    const { page: _page, page_size: _size, ...filters } = query;
    return service.exportApplicants(db, requireUser(request), params.jobId, filters);
  });
  registerEndpoint(app, db, applicants.getMultiCompare, async ({ query, request }) => service.multiCompare(db, requireUser(request), query.ids));
}
