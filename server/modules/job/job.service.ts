/**
 * The requisition workspace's rules, one service for its routes: the requisition itself here; its
 * screening plan in plan.service.ts (what the plan editor offers to add: plan-offers.service.ts),
 * its hiring team in the job-team module (the name rule of seed 001 section 5), its attributes in
 * job-attributes.service.ts (which changes rescore the requisition). Every change writes its
 * job_event in the same transaction.
 */
import { sanitiseMarkdown } from '../../../contracts/markdown-safety.ts';
import type { PatchRequisition } from '../../../contracts/smartreq.ts';
import { HiringAttributeErrorCode } from '../../../contracts/hiring-attributes.ts';
import { PlanErrorCode } from '../../../contracts/plan-codes.ts';
import { JOB_TYPE } from '../../../contracts/progress.ts';
import type { Db } from '../../db/database.ts';
import { forbidden, HttpError } from '../../http/http-error.ts';
import { holdsFlag } from '../../http/account-access.ts';
import { requireJobFlag } from '../../http/team-access.ts';
import type { LoadedUser } from '../user/index.ts';
import { createPathway } from '../pathway/index.ts';
import * as attributesStore from './attributes.store.ts';
import type { StaffJob } from '../../http/team-access.ts';
import { planInvalid } from './job-change.ts';
import { recordJobChange } from '../../db/job-events.store.ts';
import * as store from './job.store.ts';
import { insertTeamMember } from '../job-team/index.ts';
import { checkNoticeLeadTime } from '../candidate-notice/index.ts';

export { conflict } from './job-change.ts';
export { namedCompany } from '../../http/job-access.ts';
export * from './plan.service.ts';
export * from './plan-offers.service.ts';
export * from './job-attributes.service.ts';

/** The builder's first step: a draft requisition, or a pathway made by the pathway setup's own creation (D130). */
export async function createRequisition(
  db: Db,
  viewer: LoadedUser,
  title: string,
  account: number,
  jobTypeId: number = JOB_TYPE.requisition,
) {
  if (jobTypeId === JOB_TYPE.pathway) {
    // Not declarable: the endpoint's 'company-staff' checked the company; the flag depends on the body's job type.
    if (!holdsFlag(viewer, 'all_pathways_access', account)) throw forbidden();
    const pathway = await createPathway(db, viewer, account, { title });
    return { job_id: pathway.job_id, uuid: pathway.uuid };
  }
  return db.transaction().execute(async (trx) => {
    const job = await store.insertRequisition(trx, { account_id: account, title, created_by: viewer.user_id });
    // The creator joins the hiring team, so staff without smartreq_access still see what they made
    // (what is written, not a check: provider admins see every job without).
    if (!viewer.is_jf_admin) await insertTeamMember(trx, job.job_id, viewer.user_id);
    await recordJobChange(trx, job, viewer, 'requisition_created', { title });
    return job;
  });
}

export async function patchRequisition(db: Db, viewer: LoadedUser, job: StaffJob, body: PatchRequisition) {
  const values: store.JobColumns = Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined));
  if (values.description !== undefined) values.description = sanitiseMarkdown(values.description);
  for (const key of ['city', 'state', 'invite_message'] as const) if (values[key] === '') values[key] = null;
  if (values.is_accepting_applications !== undefined) {
    const current = await store.findRequisitionDetail(db, job.job_id);
    // What takes its postings off the career page or puts them back takes the flag (D262, D356): not
    // declarable, the team rule answers first and only the value decides.
    if (current && current.is_accepting_applications !== values.is_accepting_applications)
      await requireJobFlag(db, viewer, job, false);
    // Opening a closed requisition again to applications: the notice's lead time holds it too (D297).
    if (values.is_accepting_applications && current && !current.is_draft && !current.is_accepting_applications)
      await checkNoticeLeadTime(db, job);
  }
  await db.transaction().execute(async (trx) => {
    await store.updateJob(trx, job.job_id, values);
    await recordJobChange(trx, job, viewer, 'requisition_updated', { fields: Object.keys(values) });
  });
  return (await store.findRequisitionDetail(db, job.job_id))!;
}

export async function completeRequisition(
  db: Db,
  viewer: LoadedUser,
  job: StaffJob,
  body: { confirm_no_weights?: boolean } | undefined,
) {
  // Opening a draft to applicants puts its public link live under the company's name: the flag, as
  // reopening a closed one (D356, D367); a draft is its team's to build, not to open.
  await requireJobFlag(db, viewer, job, false);
  if ((await store.countActivities(db, job.job_id)) === 0)
    throw planInvalid(PlanErrorCode.planEmpty, 'steps', 'Add at least one activity to the screening plan.');
  // Publishing with nothing weighted gives every candidate no fit score: only as a deliberate choice (D198).
  if (body?.confirm_no_weights !== true && (await attributesStore.countHiringWeights(db, job.job_id)) === 0)
    throw new HttpError(
      409,
      HiringAttributeErrorCode.noWeights,
      'No attribute is weighted, so candidates will get no fit score. Weigh attributes, or confirm publishing without.',
      [{ prop: 'confirm_no_weights', message: 'required' }],
    );
  await checkNoticeLeadTime(db, job);
  await db.transaction().execute(async (trx) => {
    await store.updateJob(trx, job.job_id, { is_draft: false });
    await recordJobChange(trx, job, viewer, 'requisition_updated', { fields: ['is_draft'], completed: true });
  });
  return (await store.findRequisitionDetail(db, job.job_id))!;
}

export async function duplicateRequisition(db: Db, viewer: LoadedUser, job: StaffJob, title: string | undefined) {
  // A copy carries the requisition's plan and text under the company's name: the flag, not the team (D305).
  await requireJobFlag(db, viewer, job, true);
  return db.transaction().execute(async (trx) => {
    const newJobId = await store.copyRequisition(trx, job.job_id, title ?? job.title, viewer.user_id);
    // As on creation: the copy's maker joins its team (provider admins see every job without).
    if (!viewer.is_jf_admin) await insertTeamMember(trx, newJobId, viewer.user_id);
    await recordJobChange(trx, job, viewer, 'requisition_duplicated', { new_job_id: newJobId });
    await recordJobChange(trx, { job_id: newJobId }, viewer, 'requisition_created', {
      title: title ?? job.title,
      copied_from_job_id: job.job_id,
    });
    return newJobId;
  });
}

export async function deleteRequisition(db: Db, viewer: LoadedUser, job: StaffJob) {
  // It takes its postings off the public career page: the flag, not the team (D356).
  await requireJobFlag(db, viewer, job, false);
  await db.transaction().execute(async (trx) => {
    await store.updateJob(trx, job.job_id, { deleted_at: new Date() });
    await recordJobChange(trx, job, viewer, 'requisition_updated', { deleted: true });
  });
}
