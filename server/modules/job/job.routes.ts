/**
 * HTTP for the requisition workspace (contracts/smartreq.ts). Every endpoint about a job goes
 * through the job rule (server/http/team-access.ts): declared (`job-team`, read with checkedJob)
 * where the path names the job, in the service where a loaded record does; lists about a company
 * need a role in it. Rules live in
 * job.service.ts, SQL in job.store.ts.
 */
import type { FastifyInstance } from 'fastify';
import * as api from '../../../contracts/smartreq.ts';
import type { Db } from '../../db/database.ts';
import { requireUser } from '../../http/auth-context.ts';
import { invalid, notFound } from '../../http/http-error.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import { isOwnerOrProviderAdmin } from '../../http/account-access.ts';
import { checkedCompany, checkedJob } from '../../http/endpoint-access.ts';
import * as service from './job.service.ts';
import * as store from './job.store.ts';
import * as planStore from './plan.store.ts';
import { kindPlanDefaults } from '../activity-kinds.ts';
import { defaultLanguageOf } from '../account-fields/index.ts';
import {
  addTeamMember,
  listCompanyStaff,
  listTeam,
  removeTeamMember,
  setTeamMemberNotification,
} from '../job-team/index.ts';
import * as attributesStore from './attributes.store.ts';
import * as scoringTemplate from './job-scoring-template.service.ts';

export function registerJobRoutes(app: FastifyInstance, db: Db): void {
  // Requisitions ------------------------------------------------------------------------------
  registerEndpoint(app, db, api.listRequisitions, async ({ query, request }) => {
    const viewer = requireUser(request);
    const accountId = checkedCompany(request);
    if (query.user_id !== undefined && !isOwnerOrProviderAdmin(viewer, query.user_id)) throw notFound('User not found');
    const page = query.page ?? 1;
    const pageSize = query.page_size ?? 25;
    const { rows, count } = await store.listRequisitions(db, {
      accountId,
      viewer,
      teamOnly: query.smartreq_access !== '1',
      search: query.search || undefined,
      status: query.status,
      page,
      pageSize,
    });
    return { data: rows, count, page, page_size: pageSize };
  });

  registerEndpoint(app, db, api.listRequisitionNames, async ({ request }) => {
    const viewer = requireUser(request);
    return store.listRequisitionNames(db, viewer, checkedCompany(request));
  });

  registerEndpoint(app, db, api.createRequisition, async ({ body, request }) =>
    service.createRequisition(db, requireUser(request), body.title, checkedCompany(request), body.job_type_id),
  );

  registerEndpoint(app, db, api.getRequisitionDetail, async ({ request }) => {
    const job = checkedJob(request);
    return (await store.findRequisitionDetail(db, job.job_id))!;
  });

  registerEndpoint(app, db, api.patchRequisitionDetail, async ({ body, request }) =>
    service.patchRequisition(db, requireUser(request), checkedJob(request), body),
  );

  registerEndpoint(app, db, api.completeRequisition, async ({ request, body }) =>
    service.completeRequisition(db, requireUser(request), checkedJob(request), body),
  );

  registerEndpoint(app, db, api.duplicateRequisition, async ({ body, request }) => ({
    new_job_id: await service.duplicateRequisition(db, requireUser(request), checkedJob(request), body?.title),
  }));

  registerEndpoint(app, db, api.deleteRequisition, async ({ request }) => {
    await service.deleteRequisition(db, requireUser(request), checkedJob(request));
    return { ok: true };
  });

  registerEndpoint(app, db, api.listRequisitionActivity, async ({ query, request }) => {
    const job = checkedJob(request);
    const page = query.page ?? 1;
    const pageSize = query.page_size ?? 25;
    const { rows, count } = await store.listJobEvents(db, job.job_id, page, pageSize);
    return { data: rows, count, page, page_size: pageSize };
  });

  // Screening plan ----------------------------------------------------------------------------
  registerEndpoint(app, db, api.getPlan, async ({ request }) => {
    const job = checkedJob(request);
    return {
      ...(await planStore.loadPlan(db, job.job_id)),
      ...(await kindPlanDefaults(db, job.account_id)),
      account_id: job.account_id,
      default_language: await defaultLanguageOf(db, job.account_id),
    };
  });
  registerEndpoint(app, db, api.createStep, async ({ body, request }) =>
    service.createStep(db, requireUser(request), checkedJob(request), body.name, body.activities ?? []),
  );
  registerEndpoint(app, db, api.patchStep, async ({ params, body, request }) =>
    service.renameStep(db, requireUser(request), params.jobStepId, body.name, body.name_i18n),
  );
  registerEndpoint(app, db, api.deleteStep, async ({ params, request }) => {
    await service.deleteStep(db, requireUser(request), params.jobStepId);
    return { ok: true };
  });
  registerEndpoint(app, db, api.reorderSteps, async ({ body, request }) =>
    service.reorderSteps(db, requireUser(request), checkedJob(request), body.job_step_ids),
  );
  registerEndpoint(app, db, api.createActivity, async ({ params, body, request }) =>
    service.createActivity(db, requireUser(request), params.jobStepId, body),
  );
  registerEndpoint(app, db, api.patchActivity, async ({ params, body, request }) =>
    service.patchActivity(db, requireUser(request), params.jobStepActivityId, body),
  );
  registerEndpoint(app, db, api.deleteActivity, async ({ params, request }) => {
    await service.deleteActivity(db, requireUser(request), params.jobStepActivityId);
    return { ok: true };
  });
  registerEndpoint(app, db, api.reorderActivities, async ({ params, body, request }) =>
    service.reorderActivities(db, requireUser(request), params.jobStepId, body.job_step_activity_ids),
  );
  registerEndpoint(app, db, api.setActivityQuestions, async ({ params, body, request }) =>
    service.setActivityQuestions(db, requireUser(request), params.jobStepActivityId, body.account_question_ids),
  );
  registerEndpoint(app, db, api.listPlanAssessments, async ({ query, request }) =>
    service.planAssessments(db, requireUser(request), query.account_id, query.language ?? 'en'),
  );
  registerEndpoint(app, db, api.listPlanOnboardingForms, async ({ request }) =>
    service.planOnboardingForms(db, checkedCompany(request)),
  );

  // Team --------------------------------------------------------------------------------------
  registerEndpoint(app, db, api.listTeam, async ({ request }) => {
    const job = checkedJob(request);
    return listTeam(db, job.job_id);
  });
  registerEndpoint(app, db, api.addTeamMember, async ({ body, request }) =>
    addTeamMember(db, requireUser(request), body),
  );
  registerEndpoint(app, db, api.removeTeamMember, async ({ params, request }) => {
    await removeTeamMember(db, requireUser(request), params.jobTeamId);
    return { ok: true };
  });
  registerEndpoint(app, db, api.patchTeamMember, async ({ params, body, request }) =>
    setTeamMemberNotification(db, requireUser(request), params.jobTeamId, body.notify_new_applicants),
  );
  registerEndpoint(app, db, api.listAssignableUsers, async ({ request }) => {
    const job = checkedJob(request);
    return listCompanyStaff(db, job.account_id, job.job_id);
  });

  // Attributes --------------------------------------------------------------------------------
  registerEndpoint(app, db, api.listAttributeTypes, async ({ query, request }) => {
    const viewer = requireUser(request);
    const accountId =
      // Not declarative: a provider admin naming no company reads the provider's own types.
      viewer.is_jf_admin && query.account_id === undefined
        ? null
        : await service.namedCompany(db, viewer, query.account_id);
    return attributesStore.listAttributeTypes(db, accountId, query.language ?? 'en', query.category);
  });

  registerEndpoint(app, db, api.listAttributeGroups, async ({ query, request, reply }) => {
    const job = checkedJob(request);
    const groups = await attributesStore.listAttributeGroups(db, job.job_id, query.language ?? 'en');
    // "A 204 response on job attributes means an empty list" (seed 001 section 4).
    if (groups.length === 0) reply.code(204);
    return groups;
  });

  const groupsOf = (jobId: number, language: 'en' | 'es' | 'fr' = 'en') =>
    attributesStore.listAttributeGroups(db, jobId, language);
  const oneGroup = async (jobId: number, groupId: number) => {
    const group = (await groupsOf(jobId)).find((g) => g.job_attribute_group_id === groupId);
    if (!group) throw invalid('job_attribute_group_id', 'The group is gone.');
    return group;
  };

  registerEndpoint(app, db, api.createAttributeGroup, async ({ params, body, request }) => {
    const groupId = await service.createGroup(db, requireUser(request), checkedJob(request), body);
    return oneGroup(params.jobId, groupId);
  });
  registerEndpoint(app, db, api.patchAttributeGroup, async ({ params, body, request }) => {
    const job = await service.patchGroup(db, requireUser(request), params.jobAttributeGroupId, body);
    return oneGroup(job.job_id, params.jobAttributeGroupId);
  });
  registerEndpoint(app, db, api.deleteAttributeGroup, async ({ params, request }) => {
    await service.deleteGroup(db, requireUser(request), params.jobAttributeGroupId);
    return { ok: true };
  });
  registerEndpoint(app, db, api.addGroupAttribute, async ({ params, body, request }) => {
    const job = await service.addGroupAttribute(
      db,
      requireUser(request),
      params.jobAttributeGroupId,
      body.attribute_type_id,
      body.weight,
    );
    return oneGroup(job.job_id, params.jobAttributeGroupId);
  });
  registerEndpoint(app, db, api.patchGroupAttribute, async ({ params, body, request }) => {
    const { job, groupId } = await service.patchGroupAttribute(
      db,
      requireUser(request),
      params.jobAttributeGroupAttributeId,
      body.weight,
    );
    return oneGroup(job.job_id, groupId);
  });
  registerEndpoint(app, db, api.deleteGroupAttribute, async ({ params, request }) => {
    await service.deleteGroupAttribute(db, requireUser(request), params.jobAttributeGroupAttributeId);
    return { ok: true };
  });
  registerEndpoint(app, db, api.putAttributeWeights, async ({ body, request }) => {
    const job = await service.putWeights(db, requireUser(request), checkedJob(request), body);
    return groupsOf(job.job_id);
  });
  registerEndpoint(app, db, api.applyScoringTemplateToJob, async ({ body, request }) => {
    const { job, groupId, ...outcome } = await scoringTemplate.applyTemplateToJob(
      db,
      requireUser(request),
      checkedJob(request),
      body.scoring_template_id,
    );
    return { group: await oneGroup(job.job_id, groupId), ...outcome };
  });
  registerEndpoint(app, db, api.putGroupAttributeLevels, async ({ params, body, request }) => {
    const { job, groupId } = await scoringTemplate.putLevels(
      db,
      requireUser(request),
      params.jobAttributeGroupAttributeId,
      body.levels,
    );
    return oneGroup(job.job_id, groupId);
  });
  registerEndpoint(app, db, api.listRecommendedAttributes, async ({ query, request }) => {
    const job = checkedJob(request);
    return attributesStore.listRecommendedAttributes(db, job.job_id, query.language ?? 'en');
  });
}
