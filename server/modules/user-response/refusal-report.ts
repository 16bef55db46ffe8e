/**
 * A candidate's device reports a write the server refused for good (D270): the company
 * learns of it in its audit log (event `candidate_write_refused`, the candidate as actor and
 * subject, the activity and the refusal's kind, status and code in the details), so the loss is
 * never silent on either side (refusals the device settles itself are not stored). Only the tracker's owner may report, and only about an activity of
 * the tracker's job (else the same 404 as the answers' endpoints); a report with the key of one
 * already stored is not stored again.
 */
import { sql } from 'kysely';
import { UserResponseErrorCode, type ReportRefusal } from '../../../contracts/user-response.ts';
import { AttemptLeaseErrorCode } from '../../../contracts/attempt-lease-codes.ts';
import type { Db } from '../../db/database.ts';
import { notFound } from '../../http/http-error.ts';
import { audit } from '../../audit/audit-trail.ts';

export const REFUSAL_EVENT = 'candidate_write_refused';
/**
 * Refusals the device settles itself, not reported: another device holds or took the attempt
 * (the page offers to continue here), answers sent again after a hash mismatch, an attempt
 * already submitted (the device counts it as submitted). The device sends every refusal; the
 * rule lives here so the candidate's code stays small (bench/budget.json).
 */
const SETTLED_BY_DEVICE: ReadonlySet<string> = new Set([
  UserResponseErrorCode.answersMismatch,
  UserResponseErrorCode.attemptSubmitted,
  AttemptLeaseErrorCode.attemptLeased,
  AttemptLeaseErrorCode.attemptMoved,
]);
const MAX_INT = 2_147_483_647;

export async function reportRefusal(db: Db, userId: number, body: ReportRefusal): Promise<{ recorded: boolean }> {
  if (body.job_step_activity_id > MAX_INT) throw notFound('Activity not found');
  const settled = SETTLED_BY_DEVICE.has(body.code);
  return db.transaction().execute(async (trx) => {
    const tracker = await trx
      .selectFrom('user_trackers as t')
      .innerJoin('jobs as j', 'j.job_id', 't.job_id')
      .innerJoin('job_steps as js', 'js.job_id', 't.job_id')
      .innerJoin('job_step_activities as jsa', 'jsa.job_step_id', 'js.job_step_id')
      .select(['t.user_id', 'j.account_id', 'jsa.title'])
      .where('t.ref_id', '=', body.ref_id.toLowerCase())
      .where('jsa.job_step_activity_id', '=', body.job_step_activity_id)
      .executeTakeFirst();
    if (!tracker || tracker.user_id !== userId) throw notFound('Activity not found');
    if (settled) return { recorded: false };
    // One report per refused write, whichever tab or retry sends it (serialised per candidate).
    await sql`select pg_advisory_xact_lock(${userId})`.execute(trx);
    const known = await trx
      .selectFrom('audit_events')
      .select('event')
      .where('event', '=', REFUSAL_EVENT)
      .where('subject_user_id', '=', userId)
      .where(sql<string>`details->>'key'`, '=', body.key)
      .executeTakeFirst();
    if (known) return { recorded: false };
    await audit(trx, {
      event: REFUSAL_EVENT,
      actorUserId: userId,
      subjectUserId: userId,
      accountId: tracker.account_id,
      details: {
        ref_id: body.ref_id.toLowerCase(),
        job_step_activity_id: body.job_step_activity_id,
        activity_title: tracker.title,
        kind: body.kind,
        status: body.status,
        code: body.code,
        key: body.key,
      },
    });
    return { recorded: true };
  });
}
