/** The quality of each scale of the company (contracts/scale-quality.ts, D304). */
import type { FastifyInstance } from 'fastify';
import * as contract from '../../../contracts/scale-quality.ts';
import type { Db } from '../../db/database.ts';
import { checkedCompany } from '../../http/endpoint-access.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import { scaleQualityReport } from './scale-quality.service.ts';

export function registerScaleQualityRoutes(app: FastifyInstance, db: Db): void {
  registerEndpoint(app, db, contract.getScaleQuality, async ({ query, request }) =>
    scaleQualityReport(db, checkedCompany(request), query.language ?? 'en'),
  );
}
