/**
 * Fit scoring endpoints (contracts/scoring.ts): the rescore request and status of a requisition,
 * rescoring one application now, and the requisition's predictive models. Who may call them is
 * the job rule (server/http/team-access.ts), declared where the path names the job or application;
 * anyone else gets 404.
 */
import type { FastifyInstance } from 'fastify';
import * as scoring from '../../../contracts/scoring.ts';
import type { Db } from '../../db/database.ts';
import { requireUser } from '../../http/auth-context.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import * as service from './predictive-models.service.ts';
import { applicationScoreFor, rescoreStatusOf } from './scoring.service.ts';
import { setRequisitionRole } from './requisition-role.service.ts';
import { requestJobRescore } from './rescore.jobs.ts';
import { checkedApplication, checkedJob } from '../../http/endpoint-access.ts';

export function registerScoringRoutes(app: FastifyInstance, db: Db): void {
  registerEndpoint(app, db, scoring.getRescoreStatus, async ({ request }) => {
    const job = checkedJob(request);
    return rescoreStatusOf(db, job.job_id);
  });

  registerEndpoint(app, db, scoring.requestRescore, async ({ request }) => {
    const viewer = requireUser(request);
    const job = checkedJob(request);
    await db.transaction().execute((trx) => requestJobRescore(trx, job.job_id, viewer.user_id));
    return rescoreStatusOf(db, job.job_id);
  });

  registerEndpoint(app, db, scoring.rescoreApplication, async ({ request }) => {
    const viewer = requireUser(request);
    const application = checkedApplication(request);
    return applicationScoreFor(db, application, viewer.user_id);
  });

  registerEndpoint(app, db, scoring.listPredictiveModels, async ({ query, request }) => {
    const viewer = requireUser(request);
    const job = checkedJob(request);
    return service.listModels(db, viewer, job, query.language ?? 'en');
  });

  registerEndpoint(app, db, scoring.createPredictiveModel, async ({ body, request }) => {
    const viewer = requireUser(request);
    const job = checkedJob(request);
    return service.createModel(db, viewer, job, body);
  });

  registerEndpoint(app, db, scoring.getPredictiveModel, async ({ params, request }) => {
    const { model } = await service.modelForStaff(db, requireUser(request), params.modelId);
    return service.modelWithWeights(db, model);
  });

  registerEndpoint(app, db, scoring.updatePredictiveModel, async ({ params, body, request }) => {
    const viewer = requireUser(request);
    const found = await service.modelForStaff(db, viewer, params.modelId);
    return service.updateModel(db, viewer, found, body);
  });

  registerEndpoint(app, db, scoring.deletePredictiveModel, async ({ params, request }) => {
    const viewer = requireUser(request);
    const found = await service.modelForStaff(db, viewer, params.modelId);
    await service.deleteModel(db, viewer, found);
    return { ok: true };
  });

  registerEndpoint(app, db, scoring.selectPredictiveModel, async ({ params, body, request }) => {
    const viewer = requireUser(request);
    const found =
      body.job_id === undefined
        ? await service.modelForStaff(db, viewer, params.modelId)
        : await service.roleModelForStaff(db, viewer, params.modelId, body.job_id);
    return service.selectModel(db, viewer, found, body.selected ?? true);
  });

  registerEndpoint(app, db, scoring.setRequisitionRole, async ({ body, request }) =>
    setRequisitionRole(db, requireUser(request), checkedJob(request), body.job_profile_id),
  );
}
