/** The pathway family, employee side: the pathway report of one tracker. */
import type { FastifyInstance } from 'fastify';
import * as pathway from '../../../contracts/pathway.ts';
import type { Db } from '../../db/database.ts';
import { requireUser } from '../../http/auth-context.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import { pathwayReport } from './pathway.service.ts';

export function registerPathwayRoutes(app: FastifyInstance, db: Db): void {
  registerEndpoint(app, db, pathway.getPathwayReport, async ({ params, query, request }) => {
    const viewer = requireUser(request);
    return pathwayReport(db, viewer, params.refId.toLowerCase(), query.language ?? viewer.preferred_language ?? 'en');
  });
}
