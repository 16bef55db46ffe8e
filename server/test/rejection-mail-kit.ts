/** Rejection mails waiting in the job queue, for the tests of rejection-email.ts (D213, D266). */
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { REJECTION_EMAIL_JOB } from '../modules/applicants/index.ts';

/** The queue's time moves forward: every waiting rejection mail is due now. */
export const makeRejectionMailsDue = (db: Db) =>
  db
    .updateTable('background_jobs')
    .set({ run_after: sql<Date>`now()` })
    .where('kind', '=', REJECTION_EMAIL_JOB)
    .where('finished_at', 'is', null)
    .execute();
