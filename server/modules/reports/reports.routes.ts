/** My Reports (seed 000 sections 2, 7): a candidate reads only their own reports; a provider admin any; anyone else 404. */
import type { FastifyInstance } from 'fastify';
import * as reports from '../../../contracts/reports.ts';
import type { Db } from '../../db/database.ts';
import { requireUser } from '../../http/auth-context.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import { listReports, reportOf } from './reports.service.ts';

export function registerReportRoutes(app: FastifyInstance, db: Db): void {
  registerEndpoint(app, db, reports.listAssessmentReports, async ({ params, query, request }) => {
    const viewer = requireUser(request);
    return listReports(db, viewer, params.userId, query.language ?? viewer.preferred_language ?? 'en');
  });

  registerEndpoint(app, db, reports.getAssessmentReport, async ({ params, query, request }) => {
    const viewer = requireUser(request);
    return reportOf(db, viewer, params.id.toLowerCase(), query.language ?? viewer.preferred_language ?? 'en');
  });
}
