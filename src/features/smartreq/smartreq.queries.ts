/** Requisitions as TanStack Query knows them (contracts/smartreq.ts), and the writes that refresh them. */
import { queryOptions, keepPreviousData, type QueryClient } from '@tanstack/react-query';
import type { PatchActivity } from '../../../contracts/smartreq.ts';
import * as api from '../../lib/api/smartreq.ts';
import * as bank from '../../lib/api/question-bank.ts';
import type { ActivityInput, BuilderJobType, BulkWeights, PatchRequisition } from '../../../contracts/smartreq.ts';
import type { NewQuestion, QuestionList } from '../../../contracts/question-bank.ts';
import type { Language } from '../../../contracts/user.ts';
import type { SaveScoringTemplate } from '../../../contracts/scoring-templates.ts';

type SentLevels = SaveScoringTemplate['criteria'][number]['levels'];
import { call } from '../../lib/api-client.ts';

/** Rows per page of the requisitions list and a requisition's activity history. */
export const SMARTREQ_PAGE_SIZE = 25;
/** Questions per page of the question bank beside a question set. */
export const QUESTION_BANK_PAGE_SIZE = 20;

export const smartreqKeys = {
  all: ['smartreq'] as const,
  list: (accountId: number, query: object) => ['smartreq', 'list', accountId, query] as const,
  names: (accountId: number) => ['smartreq', 'names', accountId] as const,
  job: (jobId: number) => ['smartreq', 'job', jobId] as const,
  detail: (jobId: number) => ['smartreq', 'job', jobId, 'detail'] as const,
  plan: (jobId: number) => ['smartreq', 'job', jobId, 'plan'] as const,
  team: (jobId: number) => ['smartreq', 'job', jobId, 'team'] as const,
  staff: (jobId: number) => ['smartreq', 'job', jobId, 'staff'] as const,
  groups: (jobId: number, language: Language) => ['smartreq', 'job', jobId, 'groups', language] as const,
  recommended: (jobId: number, language: Language) => ['smartreq', 'job', jobId, 'recommended', language] as const,
  activity: (jobId: number, page: number) => ['smartreq', 'job', jobId, 'activity', page] as const,
  library: (language: Language) => ['smartreq', 'library', language] as const,
  assessments: (language: Language, accountId: number) => ['smartreq', 'assessments', language, accountId] as const,
  questions: (accountId: number, query: object) => ['smartreq', 'questions', accountId, query] as const,
};

export interface ListQuery {
  search?: string;
  page: number;
  smartreqAccess: '0' | '1';
  userId: number;
}

export function requisitionListQueryOptions(accountId: number, query: ListQuery) {
  return queryOptions({
    queryKey: smartreqKeys.list(accountId, query),
    queryFn: ({ signal }) =>
      call(api.listRequisitions, {
        params: { accountId },
        query: {
          smartreq_access: query.smartreqAccess,
          user_id: query.userId,
          search: query.search || undefined,
          page: query.page,
          page_size: SMARTREQ_PAGE_SIZE,
        },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** Job data stays fresh for a minute: moving between builder steps fetches nothing (seed 001 section 4); writes refresh it. */
const JOB_STALE_MS = 60_000;

export function requisitionDetailQueryOptions(jobId: number) {
  return queryOptions({
    queryKey: smartreqKeys.detail(jobId),
    staleTime: JOB_STALE_MS,
    queryFn: ({ signal }) => call(api.getRequisitionDetail, { params: { jobId }, signal }),
  });
}

export function planQueryOptions(jobId: number) {
  return queryOptions({
    queryKey: smartreqKeys.plan(jobId),
    staleTime: JOB_STALE_MS,
    queryFn: ({ signal }) => call(api.getPlan, { params: { jobId }, signal }),
  });
}

export function teamQueryOptions(jobId: number) {
  return queryOptions({
    queryKey: smartreqKeys.team(jobId),
    queryFn: ({ signal }) => call(api.listTeam, { params: { jobId }, signal }),
  });
}

export function assignableStaffQueryOptions(jobId: number) {
  return queryOptions({
    queryKey: smartreqKeys.staff(jobId),
    queryFn: ({ signal }) => call(api.listAssignableUsers, { params: { jobId }, signal }),
  });
}

/** A 204 (no body) means the requisition has no groups yet (seed 001 section 4). */
export function attributeGroupsQueryOptions(jobId: number, language: Language) {
  return queryOptions({
    queryKey: smartreqKeys.groups(jobId, language),
    staleTime: JOB_STALE_MS,
    queryFn: async ({ signal }) =>
      (await call(api.listAttributeGroups, { params: { jobId }, query: { language }, signal })) ?? [],
  });
}

export function recommendedAttributesQueryOptions(jobId: number, language: Language) {
  return queryOptions({
    queryKey: smartreqKeys.recommended(jobId, language),
    staleTime: JOB_STALE_MS,
    queryFn: ({ signal }) => call(api.listRecommendedAttributes, { params: { jobId }, query: { language }, signal }),
  });
}

export function attributeLibraryQueryOptions(language: Language) {
  return queryOptions({
    queryKey: smartreqKeys.library(language),
    queryFn: ({ signal }) => call(api.listAttributeTypes, { query: { language }, signal }),
    staleTime: 10 * 60_000,
  });
}

/** The questionnaires a plan of this company may add: those the company has not turned off in its settings. */
export function assessmentsQueryOptions(language: Language, accountId: number) {
  return queryOptions({
    queryKey: smartreqKeys.assessments(language, accountId),
    queryFn: ({ signal }) => call(api.listPlanAssessments, { query: { language, account_id: accountId }, signal }),
    staleTime: JOB_STALE_MS,
  });
}

export function activityQueryOptions(jobId: number, page: number) {
  return queryOptions({
    queryKey: smartreqKeys.activity(jobId, page),
    queryFn: ({ signal }) =>
      call(api.listRequisitionActivity, { params: { jobId }, query: { page, page_size: SMARTREQ_PAGE_SIZE }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function questionBankQueryOptions(
  accountId: number,
  query: { search?: string; page: number; list?: QuestionList },
) {
  return queryOptions({
    queryKey: smartreqKeys.questions(accountId, query),
    queryFn: ({ signal }) =>
      call(bank.listQuestions, {
        params: { accountId },
        query: {
          question_list: query.list ?? 'prescreen',
          search: query.search || undefined,
          page: query.page,
          page_size: QUESTION_BANK_PAGE_SIZE,
        },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

// Writes ----------------------------------------------------------------------------------------

const refreshJob = (queryClient: QueryClient, jobId: number) =>
  queryClient.invalidateQueries({ queryKey: smartreqKeys.job(jobId) });
const refreshLists = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: ['smartreq', 'list'] }),
    queryClient.invalidateQueries({ queryKey: ['smartreq', 'names'] }),
  ]);

/** The builder's first step: a draft requisition, or (job type 4) a pathway. */
export async function createRequisition(
  queryClient: QueryClient,
  title: string,
  accountId: number | undefined,
  idempotencyKey: string,
  jobTypeId?: BuilderJobType,
) {
  const created = await call(api.createRequisition, {
    body: { title, account_id: accountId, ...(jobTypeId ? { job_type_id: jobTypeId } : {}) },
    idempotencyKey,
  });
  await refreshLists(queryClient);
  return created;
}

export async function saveRequisitionDetail(queryClient: QueryClient, jobId: number, body: PatchRequisition) {
  const saved = await call(api.patchRequisitionDetail, { params: { jobId }, body });
  queryClient.setQueryData(smartreqKeys.detail(jobId), saved);
  await refreshLists(queryClient);
  return saved;
}

/** Publishes the draft; `confirmNoWeights` after the staff chose to publish with no weighted attribute (D198). */
export async function completeRequisition(queryClient: QueryClient, jobId: number, confirmNoWeights = false) {
  const done = await call(api.completeRequisition, {
    params: { jobId },
    body: confirmNoWeights ? { confirm_no_weights: true } : {},
  });
  queryClient.setQueryData(smartreqKeys.detail(jobId), done);
  await refreshLists(queryClient);
  return done;
}

export async function duplicateRequisition(queryClient: QueryClient, jobId: number, idempotencyKey: string) {
  const copy = await call(api.duplicateRequisition, { params: { jobId }, body: {}, idempotencyKey });
  await refreshLists(queryClient);
  return copy.new_job_id;
}

export async function deleteRequisition(queryClient: QueryClient, jobId: number) {
  await call(api.deleteRequisition, { params: { jobId } });
  queryClient.removeQueries({ queryKey: smartreqKeys.job(jobId) });
  await refreshLists(queryClient);
}

export async function addStep(queryClient: QueryClient, jobId: number, name: string, activities: ActivityInput[] = []) {
  const step = await call(api.createStep, { params: { jobId }, body: { name, activities } });
  await refreshJob(queryClient, jobId);
  return step;
}

export async function renameStep(
  queryClient: QueryClient,
  jobId: number,
  jobStepId: number,
  name: string,
  nameVersions?: Partial<Record<Language, string>>,
) {
  await call(api.patchStep, {
    params: { jobStepId },
    body: { name, ...(nameVersions ? { name_i18n: nameVersions } : {}) },
  });
  await refreshJob(queryClient, jobId);
}

export async function removeStep(queryClient: QueryClient, jobId: number, jobStepId: number) {
  await call(api.deleteStep, { params: { jobStepId } });
  await refreshJob(queryClient, jobId);
}

export async function reorderSteps(queryClient: QueryClient, jobId: number, jobStepIds: number[]) {
  const plan = await call(api.reorderSteps, { params: { jobId }, body: { job_step_ids: jobStepIds } });
  // The reorder answers the steps only: the company and its typing defaults stay as the plan view read them.
  queryClient.setQueryData(smartreqKeys.plan(jobId), (before: typeof plan | undefined) => ({ ...before, ...plan }));
}

export async function addActivity(queryClient: QueryClient, jobId: number, jobStepId: number, input: ActivityInput) {
  const activity = await call(api.createActivity, { params: { jobStepId }, body: input });
  await refreshJob(queryClient, jobId);
  return activity;
}

export async function saveActivity(
  queryClient: QueryClient,
  jobId: number,
  jobStepActivityId: number,
  body: Omit<PatchActivity, 'asmt_id' | 'measurement_type_id'>,
) {
  await call(api.patchActivity, { params: { jobStepActivityId }, body });
  await refreshJob(queryClient, jobId);
}

export async function removeActivity(queryClient: QueryClient, jobId: number, jobStepActivityId: number) {
  await call(api.deleteActivity, { params: { jobStepActivityId } });
  await refreshJob(queryClient, jobId);
}

export async function reorderActivities(queryClient: QueryClient, jobId: number, jobStepId: number, ids: number[]) {
  await call(api.reorderActivities, { params: { jobStepId }, body: { job_step_activity_ids: ids } });
  await refreshJob(queryClient, jobId);
}

export async function setActivityQuestions(
  queryClient: QueryClient,
  jobId: number,
  jobStepActivityId: number,
  ids: number[],
) {
  await call(api.setActivityQuestions, { params: { jobStepActivityId }, body: { account_question_ids: ids } });
  await refreshJob(queryClient, jobId);
}

export async function addTeamMember(queryClient: QueryClient, jobId: number, userId: number) {
  await call(api.addTeamMember, { body: { job_id: jobId, user_id: userId } });
  await refreshJob(queryClient, jobId);
}

export async function removeTeamMember(queryClient: QueryClient, jobId: number, jobTeamId: number) {
  await call(api.removeTeamMember, { params: { jobTeamId } });
  await refreshJob(queryClient, jobId);
}

export async function setTeamNotification(queryClient: QueryClient, jobId: number, jobTeamId: number, notify: boolean) {
  await call(api.patchTeamMember, { params: { jobTeamId }, body: { notify_new_applicants: notify } });
  await refreshJob(queryClient, jobId);
}

export async function addAttributeGroup(
  queryClient: QueryClient,
  jobId: number,
  name: string,
  attributeTypeIds: number[],
) {
  await call(api.createAttributeGroup, {
    params: { jobId },
    body: { name, weight: 50, attributes: attributeTypeIds.map((id) => ({ attribute_type_id: id, weight: 50 })) },
  });
  await refreshJob(queryClient, jobId);
}

export async function removeAttributeGroup(queryClient: QueryClient, jobId: number, groupId: number) {
  await call(api.deleteAttributeGroup, { params: { jobAttributeGroupId: groupId } });
  await refreshJob(queryClient, jobId);
}

export async function addGroupAttribute(
  queryClient: QueryClient,
  jobId: number,
  groupId: number,
  attributeTypeId: number,
) {
  await call(api.addGroupAttribute, {
    params: { jobAttributeGroupId: groupId },
    body: { attribute_type_id: attributeTypeId, weight: 50 },
  });
  await refreshJob(queryClient, jobId);
}

export async function removeGroupAttribute(queryClient: QueryClient, jobId: number, groupAttributeId: number) {
  await call(api.deleteGroupAttribute, { params: { jobAttributeGroupAttributeId: groupAttributeId } });
  await refreshJob(queryClient, jobId);
}

export async function saveWeights(queryClient: QueryClient, jobId: number, body: BulkWeights) {
  await call(api.putAttributeWeights, { params: { jobId }, body });
  await refreshJob(queryClient, jobId);
}

export async function createBankQuestion(queryClient: QueryClient, accountId: number, input: NewQuestion) {
  const question = await call(bank.createQuestion, { params: { accountId }, body: input });
  await queryClient.invalidateQueries({ queryKey: ['smartreq', 'questions'] });
  return question;
}

/** Copies a scoring-criteria template into a new attribute group of the requisition (D160). */
export async function applyScoringTemplate(queryClient: QueryClient, jobId: number, scoringTemplateId: number) {
  const outcome = await call(api.applyScoringTemplateToJob, {
    params: { jobId },
    body: { scoring_template_id: scoringTemplateId },
  });
  await Promise.all([
    refreshJob(queryClient, jobId),
    queryClient.invalidateQueries({ queryKey: ['company-templates', 'scoring'] }),
  ]);
  return outcome;
}

export async function saveAttributeLevels(
  queryClient: QueryClient,
  jobId: number,
  groupAttributeId: number,
  levels: SentLevels | null,
) {
  await call(api.putGroupAttributeLevels, {
    params: { jobAttributeGroupAttributeId: groupAttributeId },
    body: { levels },
  });
  await refreshJob(queryClient, jobId);
}
