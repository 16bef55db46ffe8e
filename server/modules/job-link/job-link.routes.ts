import type { FastifyInstance } from 'fastify';
import { getJobLinkSummary } from '../../../contracts/job-link.ts';
import type { Db } from '../../db/database.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import { jobLinkSummary } from './job-link.service.ts';

/** A requisition's public link before sign-in (job-link.service.ts). */
export function registerJobLinkRoutes(app: FastifyInstance, db: Db): void {
  registerEndpoint(app, db, getJobLinkSummary, async ({ params, query }) =>
    jobLinkSummary(db, params.jobUuid, query.language),
  );
}
