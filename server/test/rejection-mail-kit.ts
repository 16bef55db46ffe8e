/**
 * Rejection mails waiting in the job queue, for the tests of rejection-email.ts (D213, D266), and
 * what the rejection-and-undo tests share (rejection-delay.test.ts, bulk-undo.test.ts): Demo
 * Company's rejection reason, its active applications one per person, an application's state and
 * the mails its person received or still has waiting.
 */
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { REJECTION_EMAIL_JOB, rejectionEmailHandler } from '../modules/applicants/index.ts';
import type { TestApp } from './test-app.ts';

/** The queue's time moves forward: every waiting rejection mail is due now. */
export const makeRejectionMailsDue = (db: Db) =>
  db
    .updateTable('background_jobs')
    .set({ run_after: sql<Date>`now()` })
    .where('kind', '=', REJECTION_EMAIL_JOB)
    .where('finished_at', 'is', null)
    .execute();

/** The job handlers that send rejection mails, for drainJobs. */
export const rejectionMailHandlers = { [REJECTION_EMAIL_JOB]: rejectionEmailHandler('https://assay.test') };

/** The mail the reject dialog sends by default: the standard text. */
export const STANDARD_MAIL = { text: 'standard' as const };

/** Which of Demo Company's active applications: one requisition's, or every one of a job type's. */
export type ActiveScope = { jobId: number } | { jobTypeId: number };

export function rejectionKit(t: TestApp) {
  const waitingJobs = (refId: string) =>
    t.db
      .selectFrom('background_jobs')
      .where('kind', '=', REJECTION_EMAIL_JOB)
      .where('finished_at', 'is', null)
      .where(sql<string>`payload->>'ref_id'`, '=', refId);

  return {
    /** An application's state now, with its person's address. */
    applicant: (refId: string) =>
      t.db
        .selectFrom('user_trackers as t')
        .innerJoin('users as u', 'u.user_id', 't.user_id')
        .select(['t.user_step_tracker_id as id', 't.status', 't.stage_job_step_id', 't.company_stage', 'u.email'])
        .where('t.ref_id', '=', refId)
        .executeTakeFirstOrThrow(),
    /** The mails sent to an address. */
    mailsTo: (address: string) =>
      t.db.selectFrom('mail_outbox').select('subject').where('to_address', '=', address).execute(),
    /** An application's rejection mails still waiting in the queue. */
    waiting: (refId: string) => waitingJobs(refId).select('run_after').execute(),
    /** The queue's time moves forward for one application's waiting mail only. */
    makeDueFor: (refId: string) =>
      t.db
        .updateTable('background_jobs')
        .set({ run_after: sql<Date>`now()` })
        .where('kind', '=', REJECTION_EMAIL_JOB)
        .where('finished_at', 'is', null)
        .where(sql<string>`payload->>'ref_id'`, '=', refId)
        .execute(),
    /** Demo Company's first active company rejection reason, and the company. */
    demoReason: async () => {
      const row = await t.db
        .selectFrom('rejection_reasons as r')
        .innerJoin('accounts as a', 'a.account_id', 'r.account_id')
        .select(['r.rejection_reason_id', 'a.account_id'])
        .where('a.name', '=', 'Demo Company')
        .where('r.rejection_type', '=', 'company')
        .where('r.is_active', '=', true)
        .orderBy('r.sort_order')
        .executeTakeFirstOrThrow();
      return { reason: row.rejection_reason_id, accountId: row.account_id };
    },
    /** Active applications of Demo Company in `scope`, one per person (by ref_id). */
    activeRefs: async (accountId: number, scope: ActiveScope) => {
      const active = await t.db
        .selectFrom('user_trackers as t')
        .innerJoin('jobs as j', 'j.job_id', 't.job_id')
        .select(['t.ref_id', 't.user_id'])
        .where('j.account_id', '=', accountId)
        .$call((q) =>
          'jobId' in scope ? q.where('t.job_id', '=', scope.jobId) : q.where('j.job_type_id', '=', scope.jobTypeId),
        )
        .where('t.status', '=', 'active')
        .where('t.removed_at', 'is', null)
        .orderBy('t.ref_id')
        .execute();
      const people = new Set<number>();
      return active.filter((a) => !people.has(a.user_id) && people.add(a.user_id)).map((a) => a.ref_id);
    },
    /** A staff POST under /api/smartreq/v1/. */
    post: (url: string, token: string, body?: unknown, headers?: Record<string, string>) =>
      t.request({
        method: 'POST',
        url: `/api/smartreq/v1/${url}`,
        token,
        ...(body === undefined ? {} : { body }),
        ...(headers ? { headers } : {}),
      }),
  };
}
export type RejectionKit = ReturnType<typeof rejectionKit>;
