/** The pipeline (contracts/pipeline.ts, D202): the access layer checks the job or application's team first. */
import type { FastifyInstance } from 'fastify';
import * as pipeline from '../../../contracts/pipeline.ts';
import type { Db } from '../../db/database.ts';
import { requireUser } from '../../http/auth-context.ts';
import { checkedApplication, checkedCompany, checkedJob } from '../../http/endpoint-access.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import * as service from './pipeline.service.ts';
import * as companyStages from './company-stages.service.ts';

export function registerPipelineRoutes(app: FastifyInstance, db: Db): void {
  registerEndpoint(app, db, pipeline.getBoard, async ({ query, request }) =>
    service.board(db, checkedJob(request), query.per_stage),
  );
  registerEndpoint(app, db, pipeline.advanceApplication, async ({ body, request }) =>
    service.advance(db, requireUser(request), checkedApplication(request), body),
  );
  registerEndpoint(app, db, pipeline.undoApplicationChange, async ({ request }) =>
    service.undo(db, requireUser(request), checkedApplication(request)),
  );
  registerEndpoint(app, db, pipeline.bulkAdvanceApplicants, async ({ body, request }) =>
    service.bulkAdvance(db, requireUser(request), body.ref_ids),
  );
  registerEndpoint(app, db, pipeline.getCompanyStages, async ({ request }) =>
    companyStages.readStages(db, checkedCompany(request)),
  );
  registerEndpoint(app, db, pipeline.saveCompanyStages, async ({ body, request }) =>
    companyStages.saveStages(db, checkedCompany(request), body.stages),
  );
}
