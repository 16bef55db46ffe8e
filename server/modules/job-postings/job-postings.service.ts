/**
 * Job postings (contracts/job-postings.ts): who may touch one is decided by its requisition
 * (server/http/team-access.ts); each write is judged whole (contracts/job-posting-rules.ts) before anything is
 * written, its description cleaned, and it lands in the audit trail.
 */
import { ErrorCode, type ErrorCodeValue } from '../../../contracts/error-codes.ts';
import {
  JobPostingErrorCode,
  postingProblems,
  tidyPosting,
  type PostingProblem,
  type PostingValues,
} from '../../../contracts/job-posting-rules.ts';
import type { JobPosting, SavePosting } from '../../../contracts/job-postings.ts';
import { JOB_TYPE } from '../../../contracts/progress.ts';
import type { Db } from '../../db/database.ts';
import { HttpError, notFound } from '../../http/http-error.ts';
import { audit } from '../../audit/audit-trail.ts';
import { jobForStaff, type StaffJob } from '../../http/team-access.ts';
import type { LoadedUser } from '../user/index.ts';
import { requireAccountStaff } from '../../http/account-access.ts';
import { careerSlugFor } from './career-slug.ts';
import { requestPostingDistribution } from '../job-distribution/index.ts';
import { cleanDescription } from './description-html.ts';
import * as store from './job-postings.store.ts';
import { versionsToStore, withoutVersions } from './posting-versions.ts';

const postingNotFound = () => notFound('Job posting not found');

/** A requisition the viewer may work on; postings belong to requisitions, never to pathways. */
export async function requisitionForStaff(db: Db, viewer: LoadedUser, jobId: number): Promise<StaffJob> {
  const job = await jobForStaff(db, viewer, jobId);
  if (job.job_type_id !== JOB_TYPE.requisition) throw notFound('Job not found');
  return job;
}

/**
 * What goes on (or comes off) the public career page speaks for the company: publishing, and
 * changing, unpublishing or deleting a posting once drafted, take the requisitions permission
 * (D262), and so does drafting a new one (D378): a draft is one click from the career page and
 * its author could not change or delete it. Being on the team lets one read postings. Not declarative: the team rule answers first (404 "Job posting not found" to staff off
 * the team without the flag, where a declared company permission would answer 403), and one
 * endpoint declares one permission.
 */
async function postingToChange(db: Db, viewer: LoadedUser, postingId: number): Promise<JobPosting> {
  const posting = await postingForStaff(db, viewer, postingId);
  requireAccountStaff(viewer, posting.account_id, 'smartreq_access');
  return posting;
}

async function postingForStaff(db: Db, viewer: LoadedUser, postingId: number): Promise<JobPosting> {
  const posting = await store.findPosting(db, postingId);
  if (!posting) throw postingNotFound();
  try {
    await requisitionForStaff(db, viewer, posting.job_id);
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 404) throw postingNotFound();
    throw error;
  }
  return posting;
}

function refuse(problems: PostingProblem[], code: ErrorCodeValue = ErrorCode.validation): never {
  const message =
    code === ErrorCode.validation ? 'Please check the highlighted fields.' : 'Fill in what a published posting needs.';
  throw new HttpError(
    400,
    code,
    message,
    problems.map(({ prop, message: text }) => ({ prop, message: text })),
  );
}

function judged(body: SavePosting, publishing: boolean) {
  const values: PostingValues = tidyPosting(withoutVersions(body));
  const problems = postingProblems(values, publishing);
  if (problems.length > 0) refuse(problems, publishing ? JobPostingErrorCode.postingIncomplete : ErrorCode.validation);
  const { markdown, html } = cleanDescription(values.description);
  return { ...values, description: markdown, description_html: html };
}

export async function listPostings(db: Db, viewer: LoadedUser, jobId: number) {
  const job = await requisitionForStaff(db, viewer, jobId);
  const slug = await careerSlugFor(db, job.account_id);
  return { results: await store.listPostings(db, job.job_id), career_page_path: `/careers/${slug}` };
}

export async function createPosting(db: Db, viewer: LoadedUser, jobId: number, body: SavePosting): Promise<JobPosting> {
  const job = await requisitionForStaff(db, viewer, jobId);
  requireAccountStaff(viewer, job.account_id, 'smartreq_access');
  const values = judged(body, false);
  const versions = versionsToStore(body);
  await careerSlugFor(db, job.account_id);
  return db.transaction().execute(async (trx) => {
    const id = await store.insertPosting(trx, job, { ...values, ...versions }, viewer.user_id);
    await audit(trx, {
      event: 'job_posting_created',
      actorUserId: viewer.user_id,
      accountId: job.account_id,
      details: { job_posting_id: id, job_id: job.job_id },
    });
    return (await store.findPosting(trx, id))!;
  });
}

export async function getPosting(db: Db, viewer: LoadedUser, postingId: number): Promise<JobPosting> {
  return postingForStaff(db, viewer, postingId);
}

export async function updatePosting(
  db: Db,
  viewer: LoadedUser,
  postingId: number,
  body: SavePosting,
): Promise<JobPosting> {
  const before = await postingToChange(db, viewer, postingId);
  // A live posting may not be saved into a state it could not have been published in.
  const values = judged(body, before.status === 'published');
  const versions = versionsToStore(body);
  return db.transaction().execute(async (trx) => {
    await store.updatePosting(trx, postingId, { ...values, ...versions });
    await audit(trx, {
      event: 'job_posting_changed',
      actorUserId: viewer.user_id,
      accountId: before.account_id,
      details: { job_posting_id: postingId },
    });
    await requestPostingDistribution(trx, { ...before, title: values.title });
    return (await store.findPosting(trx, postingId))!;
  });
}

export async function publishPosting(db: Db, viewer: LoadedUser, postingId: number): Promise<JobPosting> {
  const posting = await postingToChange(db, viewer, postingId);
  const problems = postingProblems(posting, true);
  if (problems.length > 0) refuse(problems, JobPostingErrorCode.postingIncomplete);
  const job = await db
    .selectFrom('jobs')
    .select('is_accepting_applications')
    .where('job_id', '=', posting.job_id)
    .executeTakeFirstOrThrow();
  if (!job.is_accepting_applications)
    throw new HttpError(
      409,
      ErrorCode.closed,
      'This requisition is not accepting applications: open it before publishing.',
    );
  return db.transaction().execute(async (trx) => {
    await store.setStatus(trx, postingId, 'published');
    await audit(trx, {
      event: 'job_posting_published',
      actorUserId: viewer.user_id,
      accountId: posting.account_id,
      details: { job_posting_id: postingId },
    });
    await requestPostingDistribution(trx, posting);
    return (await store.findPosting(trx, postingId))!;
  });
}

export async function unpublishPosting(db: Db, viewer: LoadedUser, postingId: number): Promise<JobPosting> {
  const posting = await postingToChange(db, viewer, postingId);
  return db.transaction().execute(async (trx) => {
    await store.setStatus(trx, postingId, 'draft');
    await audit(trx, {
      event: 'job_posting_unpublished',
      actorUserId: viewer.user_id,
      accountId: posting.account_id,
      details: { job_posting_id: postingId },
    });
    await requestPostingDistribution(trx, posting);
    return (await store.findPosting(trx, postingId))!;
  });
}

export async function deletePosting(db: Db, viewer: LoadedUser, postingId: number): Promise<void> {
  const posting = await postingToChange(db, viewer, postingId);
  await db.transaction().execute(async (trx) => {
    await store.deletePosting(trx, postingId);
    await audit(trx, {
      event: 'job_posting_deleted',
      actorUserId: viewer.user_id,
      accountId: posting.account_id,
      details: { job_posting_id: postingId, title: posting.title },
    });
    // Boards that had it close it (the pushes keep the posting's id without a foreign key).
    await requestPostingDistribution(trx, posting);
  });
}
