/**
 * Applicant lists, their export and the comparison of a few applicants. Lists decide visibility
 * with their page's statement (one requisition: jobForStaff's rule on the job row it reads;
 * account-wide: visibleJobsCondition). Bulk actions are bulk-actions.service.ts.
 */
import { parseLocations } from '../../../contracts/analytics.ts';
import type {
  AccountApplicantListQueryValue,
  ApplicantOrdering,
  ApplicantPage,
  FilterOptions,
  JobApplicantListQueryValue,
  MultiCompare,
} from '../../../contracts/applicants.ts';
import {
  APPLICANT_DEFAULT_PAGE_SIZE,
  APPLICANT_MAX_OFFSET,
  APPLICANT_STATUSES,
  DEFAULT_APPLICANT_ORDERING,
  EXPORT_MAX_ROWS,
  STEP_STATUSES,
  parseIdList,
} from '../../../contracts/applicants.ts';
import { JOB_TYPE } from '../../../contracts/progress.ts';
import type { Language } from '../../../contracts/languages.ts';
import type { Db } from '../../db/database.ts';
import { auditApplicantsCompared } from '../../audit/read-audit.ts';
import { invalid, notFound } from '../../http/http-error.ts';
import { jobForStaff, type StaffJob, staffJobOr404 } from '../../http/team-access.ts';
import { visibleJobsCondition } from '../../http/job-access.ts';
import type { LoadedUser } from '../user/index.ts';
import * as store from './applicants.store.ts';
import { toCsv } from '../../../contracts/csv.ts';

type PagingQuery = { page?: number; page_size?: number; after?: string; before?: string; ordering?: ApplicantOrdering };

/**
 * Where the page starts: next to the row named by `after` or `before` while it is on the list
 * (D444: the ordering's index read from there), else at `page`'s offset, which stops at
 * APPLICANT_MAX_OFFSET because every entry it skips is read.
 */
async function paging(db: Db, scope: store.ListScope, query: PagingQuery) {
  const page = query.page ?? 1;
  const pageSize = query.page_size ?? APPLICANT_DEFAULT_PAGE_SIZE;
  if (query.after && query.before) throw invalid('before', 'Give after or before, not both');
  const refId = query.after ?? query.before;
  const ordering = query.ordering ?? DEFAULT_APPLICANT_ORDERING;
  const boundary = refId && page > 1 ? await store.readBoundary(db, scope, ordering, refId) : undefined;
  const keyset = boundary && { direction: query.after ? ('after' as const) : ('before' as const), boundary };
  const offset = keyset ? 0 : (page - 1) * pageSize;
  if (offset > APPLICANT_MAX_OFFSET)
    throw invalid('page', 'This page is too deep: narrow the list with search or filters');
  return { page, pageSize, offset, keyset };
}

function jobFilters(q: JobApplicantListQueryValue): store.ListFilters {
  return {
    search: q.search,
    status: q.status,
    assignedUserIds: parseIdList(q.assigned_user_ids),
    isNew: q.is_new === undefined ? undefined : q.is_new === 'true',
    jobStepId: q.job_step_id,
    stepStatus: q.step_status,
    jobStepActivityId: q.job_step_activity_id,
    activityStatus: q.activity_status,
  };
}

/**
 * The busiest staff read (D162): two round trips in all, the signed-in user, then one statement
 * with the job, the viewer's place on its team, the page and its count. jobForStaff's rule
 * (staffJobOr404) runs on that job before the page leaves here: a job the viewer may not work on
 * is the same 404 as one that does not exist.
 */
export async function listJobApplicants(
  db: Db,
  viewer: LoadedUser,
  jobId: number,
  query: JobApplicantListQueryValue,
): Promise<ApplicantPage> {
  const { page, pageSize, offset, keyset } = await paging(db, { kind: 'job', jobId }, query);
  const ordering: ApplicantOrdering = query.ordering ?? DEFAULT_APPLICANT_ORDERING;
  const { job, data, count } = await store.jobListPage(db, viewer.user_id, jobId, jobFilters(query), ordering, {
    limit: pageSize,
    offset,
    keyset,
  });
  await staffJobOr404(db, viewer, job);
  return { data, count, page, page_size: pageSize };
}

export async function listAccountApplicants(
  db: Db,
  viewer: LoadedUser,
  accountId: number,
  query: AccountApplicantListQueryValue,
): Promise<ApplicantPage> {
  // `accountId` was checked by the endpoint's 'company-staff' permission (server/http/endpoint-access.ts).
  const scope: store.ListScope = {
    kind: 'account',
    accountId,
    visibleJobs: visibleJobsCondition(viewer, accountId, 'j'),
  };
  const { page, pageSize, offset, keyset } = await paging(db, scope, query);
  const filters: store.ListFilters = {
    search: query.search,
    status: query.status,
    assignedUserIds: parseIdList(query.assigned_user_ids),
    isNew: query.is_new === undefined ? undefined : query.is_new === 'true',
    userId: query.user_id,
    jobIds: parseIdList(query.job_ids),
    jobTypes: parseIdList(query.job_types),
    appliedFrom: query.applied_from,
    appliedTo: query.applied_to,
    sourceIds: parseIdList(query.source_ids),
    locations: parseLocations(query.locations),
  };
  const ordering: ApplicantOrdering = query.ordering ?? DEFAULT_APPLICANT_ORDERING;
  const { data, count } = await store.listPage(db, scope, filters, ordering, { limit: pageSize, offset, keyset });
  return { data, count, page, page_size: pageSize };
}

export async function filterOptions(db: Db, viewer: LoadedUser, job: StaffJob): Promise<FilterOptions> {
  const [steps, users, jobs] = await Promise.all([
    store.jobPlan(db, job.job_id),
    store.accountStaff(db, job.account_id),
    store.visibleJobs(db, visibleJobsCondition(viewer, job.account_id, 'j')),
  ]);
  return {
    job_id: job.job_id,
    account_id: job.account_id,
    job_type_id: job.job_type_id,
    statuses: [...APPLICANT_STATUSES],
    step_statuses: [...STEP_STATUSES],
    steps: steps.map(({ job_step_id, name, sort_order, activities }) => ({
      job_step_id,
      name,
      sort_order,
      activities,
    })),
    users,
    jobs: jobs.filter((j) => j.job_id !== job.job_id),
  };
}

export async function exportApplicants(db: Db, job: StaffJob, query: JobApplicantListQueryValue) {
  const rows = await store.listApplicants(
    db,
    { kind: 'job', jobId: job.job_id },
    jobFilters(query),
    query.ordering ?? DEFAULT_APPLICANT_ORDERING,
    EXPORT_MAX_ROWS,
    0,
  );
  const header = [
    'user_smartreq_id',
    'first_name',
    'last_name',
    'email',
    'application_date',
    'status',
    'is_new',
    'current_step',
    'completed_activities',
    'total_activities',
    'fit_score',
    'predictive_score',
    'assigned_user',
    'rejection_reason',
    'rejection_note',
  ];
  const content = toCsv([
    header,
    ...rows.map((r) => [
      r.user_smartreq_id,
      r.first_name,
      r.last_name,
      r.email,
      r.application_date,
      r.status,
      r.is_new ? 'yes' : 'no',
      r.current_step_name ?? '',
      r.completed_activities,
      r.total_activities,
      r.fit_score ?? '',
      r.predictive_score ?? '',
      r.assigned_user_name ?? '',
      r.rejection_reason ?? '',
      r.rejection_note ?? '',
    ]),
  ]);
  const slug =
    job.title
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 60) || 'requisition';
  return {
    filename: `applicants-${slug}-${job.job_id}.csv`,
    content_type: 'text/csv; charset=utf-8',
    content,
    rows: rows.length,
  };
}

export async function multiCompare(
  db: Db,
  viewer: LoadedUser,
  idsText: string,
  requestedLanguage?: Language,
): Promise<MultiCompare> {
  const ids = parseIdList(idsText);
  if (ids.length < 2) throw invalid('ids', 'Choose two to five applicants');
  const trackers = await store.compareTrackers(db, ids);
  if (trackers.length !== ids.length) throw notFound('Applicant not found');
  const jobIds = new Set(trackers.map((t) => t.job_id));
  // Access first, so a foreign applicant answers 404 whatever else is wrong.
  for (const jobId of jobIds)
    await jobForStaff(db, viewer, jobId).catch(() => Promise.reject(notFound('Applicant not found')));
  if (jobIds.size !== 1) throw invalid('ids', 'Choose applicants of one requisition');
  const job = await jobForStaff(db, viewer, trackers[0]!.job_id);
  const language = requestedLanguage ?? viewer.preferred_language ?? 'en';
  const refIds = trackers.map((t) => t.ref_id);
  // Scales kept out of hiring are not compared, weighted or not (D198, D263); a pathway's are.
  const forHiring = job.job_type_id !== JOB_TYPE.pathway;
  const [plan, byStep, scores, weighted] = await Promise.all([
    store.jobPlan(db, job.job_id),
    store.completedByStep(db, refIds),
    store.attributeScores(db, refIds, forHiring),
    store.weightedAttributes(db, job.job_id, language, forHiring),
  ]);
  let attributes: MultiCompare['attributes'] = weighted.map((a) => ({
    attribute_type_id: a.attribute_type_id,
    name: a.name ?? '',
    weight: a.weight,
    group_name: a.group_name,
  }));
  if (attributes.length === 0) {
    const scored = [...new Set(scores.map((s) => s.attribute_type_id))];
    attributes = (await store.attributeNames(db, scored, language)).map((a) => ({
      attribute_type_id: a.attribute_type_id,
      name: a.name ?? '',
      weight: null,
      group_name: null,
    }));
  }
  const stepTotals = plan.map((s) => ({
    job_step_id: s.job_step_id,
    name: s.name,
    total_activities: s.activities.length,
  }));
  const total = stepTotals.reduce((n, s) => n + s.total_activities, 0);
  const order = new Map(ids.map((id, i) => [id, i]));
  const applicants = [...trackers]
    .sort((a, b) => order.get(a.user_smartreq_id)! - order.get(b.user_smartreq_id)!)
    .map((t) => {
      const steps = stepTotals.map((s) => {
        const row = byStep.find((b) => b.ref_id === t.ref_id && b.job_step_id === s.job_step_id);
        return {
          job_step_id: s.job_step_id,
          completed: Math.min(Number(row?.n ?? 0), s.total_activities),
          total: s.total_activities,
        };
      });
      return {
        user_smartreq_id: t.user_smartreq_id,
        ref_id: t.ref_id,
        first_name: t.first_name,
        last_name: t.last_name,
        status: t.status,
        application_date: new Date(t.created_at).toISOString(),
        fit_score: t.fit_score === null ? null : Number(t.fit_score),
        predictive_score: t.predictive_score === null ? null : Number(t.predictive_score),
        completed_activities: steps.reduce((n, s) => n + s.completed, 0),
        total_activities: total,
        steps,
        scores: scores
          .filter((s) => s.ref_id === t.ref_id)
          .map((s) => ({ attribute_type_id: s.attribute_type_id, score: Number(s.score) })),
      };
    });
  // Each applicant's scores (personality scales among them) are a scorecard's: the read is audited (D329).
  await auditApplicantsCompared(
    db,
    viewer,
    job,
    trackers.map((t) => ({ ref_id: t.ref_id, user_smartreq_id: t.user_smartreq_id, user_id: t.user_id })),
  );
  return { job: { job_id: job.job_id, title: job.title }, steps: stepTotals, attributes, applicants };
}
