/**
 * The voluntary equal-opportunity questions: only the tracker's own candidate answers (anyone
 * else 404), the answers are stored apart from the application (linked only for the aggregate
 * adverse-impact report, decision D107), and the activity is
 * marked completed once. A repeat (a retry, another tab) completes nothing new and stores nothing.
 */
import { EEOC_QUESTION_CODES, EEOC_QUESTIONS, type EeocQuestion, type SubmitEeoc } from '../../../contracts/eeoc.ts';
import type { Db } from '../../db/database.ts';
import { notFound } from '../../http/http-error.ts';
import { type ActivityLeaseRequest, admitSubmission } from '../attempt-lease/index.ts';
import { isActivityCompleted } from '../../db/own-activity.store.ts';
import * as store from './eeoc.store.ts';
import { refreshApplicationAfterActivity } from '../scoring/index.ts';
import * as lifecycle from '../activity/index.ts';

export function eeocQuestions(): EeocQuestion[] {
  return EEOC_QUESTION_CODES.map((code) => ({ code, options: [...EEOC_QUESTIONS[code]] }));
}

/**
 * `lease`: the submitting device (offline promise 10). A repeat after completion answers as before,
 * from any device; otherwise another device's lease refuses the submission before anything is written.
 */
export async function submitEeoc(
  db: Db,
  userId: number,
  body: SubmitEeoc,
  lease?: ActivityLeaseRequest,
): Promise<{ completed: boolean }> {
  return db.transaction().execute(async (trx) => {
    const found = await store.findTrackerActivity(trx, body.ref_id, body.job_step_activity_id);
    if (!found || found.user_id !== userId || found.activity_type !== 'eeoc') throw notFound('Activity not found');
    if (await isActivityCompleted(trx, body.ref_id, body.job_step_activity_id)) return { completed: true };
    await admitSubmission(trx, { ref_id: body.ref_id, job_step_activity_id: body.job_step_activity_id }, lease);
    // Only answers actually given are kept; an all-declined submission stores an empty object.
    const answers = Object.fromEntries(
      Object.entries(body.answers).filter(([, v]) => v !== undefined && v !== 'decline'),
    );
    if ((await lifecycle.completeActivity(trx, body.ref_id, body.job_step_activity_id)).completedNow) {
      await store.insertAnswers(trx, found.account_id, found.job_id, body.ref_id, answers);
      await refreshApplicationAfterActivity(trx, body.ref_id);
    }
    return { completed: true };
  });
}
