/**
 * Who may work on a job (seed 001 section 6): a provider admin; company staff of the job's
 * account whose role grants smartreq_access (requisitions) or all_pathways_access (pathways);
 * or a member of the job's team who is still staff of its company (a place on a team outlives no
 * removal from the company, even for someone who works for another company too; D520). Everyone
 * else learns nothing: 404, as if the job did not exist.
 * Deleted jobs answer 404 to everyone. The access layer applies it for a `team` permission
 * (endpoint-access.ts); services call it where the job comes from a loaded record.
 */
import { JOB_TYPE } from '../../contracts/progress.ts';
import { holdsFlag, isAccountStaff } from './account-access.ts';
import type { Db } from '../db/database.ts';
import { prepareQuery } from '../db/prepared-query.ts';
import { forbidden, notFound } from './http-error.ts';
import type { LoadedUser } from '../db/signed-in-user.store.ts';

export interface StaffJob {
  job_id: number;
  uuid: string;
  account_id: number;
  job_type_id: number;
  title: string;
}

export function flagForJobType(jobTypeId: number): 'smartreq_access' | 'all_pathways_access' | 'job_profile_access' {
  if (jobTypeId === JOB_TYPE.profile) return 'job_profile_access';
  return jobTypeId === JOB_TYPE.pathway ? 'all_pathways_access' : 'smartreq_access';
}

/** A job row for the rule; `on_team`, when the caller's statement read it, spares the team lookup. */
type RuleJob = Pick<StaffJob, 'job_id' | 'account_id' | 'job_type_id'> & { on_team?: boolean };

export async function mayWorkOnJob(db: Db, viewer: LoadedUser, job: RuleJob): Promise<boolean> {
  if (!isAccountStaff(viewer, job.account_id)) return false;
  if (holdsFlag(viewer, flagForJobType(job.job_type_id), job.account_id)) return true;
  if (job.on_team !== undefined) return job.on_team;
  const member = await db
    .selectFrom('job_team_members')
    .select('user_id')
    .where('job_id', '=', job.job_id)
    .where('user_id', '=', viewer.user_id)
    .executeTakeFirst();
  return member !== undefined;
}

/**
 * What changes a requisition, pathway or job profile for everyone working on it, or its applicants
 * for good, takes the flag its type needs at the company (D305): its plan (steps, activities,
 * attribute groups, weights, levels, predictive models), a copy of it, deleting and recovering its
 * applicants. Being on its team lets a person work on its applicants (review, move, comment,
 * schedule) and read the plan, not rewrite it; a customer's security team reads the hiring team as
 * Greenhouse's interviewers and Lever's hiring managers without job-admin rights. A draft (never
 * opened to applicants) is its team's to build: any role may start one and joins its team
 * (requisitions.rows.ts). 403 `forbidden` after the team rule's 404, so outsiders still learn nothing.
 */
export async function requireJobFlag(db: Db, viewer: LoadedUser, job: RuleJob, draftIsTeams: boolean): Promise<void> {
  if (holdsFlag(viewer, flagForJobType(job.job_type_id), job.account_id)) return;
  if (draftIsTeams) {
    const row = await db.selectFrom('jobs').select('is_draft').where('job_id', '=', job.job_id).executeTakeFirst();
    if (row?.is_draft) return;
  }
  throw forbidden();
}

// Built once each (server/db/prepared-query.ts): every staff read about a job or an application starts here.
const jobById = prepareQuery((db, jobId: number) =>
  db
    .selectFrom('jobs')
    .select(['job_id', 'uuid', 'account_id', 'job_type_id', 'title'])
    .where('job_id', '=', jobId)
    .where('job_type_id', '<>', JOB_TYPE.profile)
    .where('deleted_at', 'is', null),
);
const jobOrProfileById = prepareQuery((db, jobId: number) =>
  db
    .selectFrom('jobs')
    .select(['job_id', 'uuid', 'account_id', 'job_type_id', 'title'])
    .where('job_id', '=', jobId)
    .where('deleted_at', 'is', null),
);
const applicationById = prepareQuery((db, userSmartreqId: number) =>
  db
    .selectFrom('user_trackers as t')
    .innerJoin('jobs as j', 'j.job_id', 't.job_id')
    .select([
      't.ref_id',
      't.user_step_tracker_id',
      't.user_id',
      't.is_new',
      'j.job_id',
      'j.uuid',
      'j.account_id',
      'j.job_type_id',
      'j.title',
    ])
    .where('t.user_step_tracker_id', '=', userSmartreqId)
    .where('t.removed_at', 'is', null)
    .where('j.deleted_at', 'is', null),
);

/**
 * The requisition or pathway, when the viewer may work on it; otherwise 404 "Job not found". Job
 * profiles are `jobs` rows too (D129) but never reach requisition or pathway endpoints: they have
 * their own, server/modules/job-profiles/.
 */
export async function jobForStaff(db: Db, viewer: LoadedUser, jobId: number): Promise<StaffJob> {
  const [job] = await jobById(db, jobId);
  return staffJobOr404(db, viewer, job);
}

/**
 * jobForStaff's rule on a job row the caller read itself (with more, in the same round trip):
 * undefined, or a job the viewer may not work on, is 404 "Job not found". The row must come from a
 * query with jobById's conditions (requisitions and pathways, not deleted), and `on_team`, if it
 * has it, from job_team_members for this viewer: see job-list-page.store.ts jobListPage (D162).
 */
export async function staffJobOr404<J extends RuleJob>(db: Db, viewer: LoadedUser, job: J | undefined): Promise<J> {
  if (!job || !(await mayWorkOnJob(db, viewer, job))) throw notFound('Job not found');
  return job;
}

/**
 * jobForStaff for the parts a job profile shares with requisitions (D141): attribute groups, the
 * plan, predictive models and the activity log. A profile passes with job_profile_access or a place
 * on its team (flagForJobType); anyone else, and everyone outside the company, gets the same 404.
 */
export async function jobOrProfileForStaff(db: Db, viewer: LoadedUser, jobId: number): Promise<StaffJob> {
  const [job] = await jobOrProfileById(db, jobId);
  if (!job || !(await mayWorkOnJob(db, viewer, job))) throw notFound('Job not found');
  return job;
}

export interface StaffApplication {
  ref_id: string;
  user_smartreq_id: number;
  user_id: number;
  /** Not yet opened by staff (the scorecard marks it seen only then, saving a write on every later open). */
  is_new: boolean;
  job: StaffJob;
}

/**
 * One application by its user_smartreq_id (user_trackers.user_step_tracker_id), when the viewer
 * may work on its job; otherwise 404 "Applicant not found". Removed applications count as gone.
 * Where the staff API's number meets the application's id: code after this carries `ref_id`
 * (docs/glossary.md, "application").
 */
export async function applicationForStaff(
  db: Db,
  viewer: LoadedUser,
  userSmartreqId: number,
): Promise<StaffApplication> {
  const [row] = await applicationById(db, userSmartreqId);
  return applicationOr404(db, viewer, row);
}

type ApplicationRow = Awaited<ReturnType<typeof applicationById>>[number];

/**
 * applicationForStaff's rule on an application row the caller read itself (with more columns, in
 * the same round trip, D159): undefined, or an application the viewer may not work on, is 404
 * "Applicant not found". The row must come from a query with applicationById's conditions (not
 * removed, job not deleted): see scorecard-reads.store.ts scorecardData.
 */
export async function applicationOr404(
  db: Db,
  viewer: LoadedUser,
  row: ApplicationRow | undefined,
): Promise<StaffApplication> {
  const job = row && {
    job_id: row.job_id,
    uuid: row.uuid,
    account_id: row.account_id,
    job_type_id: row.job_type_id,
    title: row.title,
  };
  if (!row || !job || !(await mayWorkOnJob(db, viewer, job))) throw notFound('Applicant not found');
  return {
    ref_id: row.ref_id,
    user_smartreq_id: row.user_step_tracker_id,
    user_id: row.user_id,
    is_new: row.is_new,
    job,
  };
}
