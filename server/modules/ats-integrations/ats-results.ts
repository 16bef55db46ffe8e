/**
 * The result goes back to the ATS (decision D145): when the tracker of a started order reaches
 * 100 %, the order is completed and one delivery is queued; the job posts the result to the
 * order's result update link, signed with HMAC-SHA256 keyed by the SHA-256 of the integration's
 * key (X-Assay-Signature: sha256=<hex>), and records each attempt. A failure (network, timeout,
 * non-2xx answer, a link whose host now resolves to a private address) throws, so the queue retries with its backoff and gives up after MAX_ATTEMPTS.
 */
import { createHmac } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { enqueue, MAX_ATTEMPTS, type JobHandler } from '../../jobs/queue.ts';
import { onActivityCompleted, onProgressRecounted, pctComplete } from '../activity/index.ts';
import { findTracker } from '../progress/index.ts';
import { postJson } from '../../integrations/outbound-address.ts';

export const ATS_RESULT_JOB = 'ats-result';
const TIMEOUT_MS = 10_000;

/** Called after a tracker's progress changed: completes its started order at 100 % and queues the delivery once. */
export async function queueResultIfComplete(db: Db, refId: string): Promise<void> {
  const order = await db
    .selectFrom('ats_orders')
    .select('order_uuid')
    .where('ref_id', '=', refId)
    .where('status', '=', 'started')
    .executeTakeFirst();
  if (!order) return;
  const tracker = await findTracker(db, refId);
  if (!tracker || pctComplete(tracker.completed_activities, tracker.total_activities) < 100) return;
  await db.updateTable('ats_orders').set({ status: 'completed' }).where('order_uuid', '=', order.order_uuid).execute();
  const inserted = await db
    .insertInto('ats_result_deliveries')
    .values({ order_uuid: order.order_uuid })
    .onConflict((oc) => oc.column('order_uuid').doNothing())
    .returning('delivery_id')
    .executeTakeFirst();
  if (inserted) await enqueue(db, ATS_RESULT_JOB, { order_uuid: order.order_uuid });
}

/** After a plan edit recounted trackers' progress: every started order among them that is now at 100 % is completed and its result queued. */
export async function queueResultsAfterRefresh(
  db: Db,
  target: { refIds: readonly string[] } | { jobId: number },
): Promise<void> {
  if ('refIds' in target && target.refIds.length === 0) return;
  const started = await db
    .selectFrom('ats_orders')
    .select('ref_id')
    .where('status', '=', 'started')
    .where('ref_id', 'is not', null)
    .$if('jobId' in target, (q) => q.where('job_id', '=', (target as { jobId: number }).jobId))
    .$if('refIds' in target, (q) => q.where('ref_id', 'in', (target as { refIds: readonly string[] }).refIds))
    .execute();
  for (const order of started) await queueResultIfComplete(db, order.ref_id!);
}

/** Registered by buildApp: the lifecycle announces completions and recounts, and an ordered tracker at 100 % sends its result (D145, D149). */
export function listenForCompletedTrackers(): void {
  onActivityCompleted(queueResultIfComplete);
  onProgressRecounted(queueResultsAfterRefresh);
}

/** The body the ATS receives. */
export async function resultBody(db: Db, publicUrl: string, orderUuid: string) {
  const order = await db
    .selectFrom('ats_orders as o')
    .innerJoin('ats_integrations as i', 'i.integration_id', 'o.integration_id')
    .select(['o.order_uuid', 'o.external_application_id', 'o.status', 'o.ref_id', 'o.result_update_link', 'i.key_hash'])
    .where('o.order_uuid', '=', orderUuid)
    .executeTakeFirst();
  if (!order) return undefined;
  const tracker = order.ref_id ? await findTracker(db, order.ref_id) : undefined;
  const score = order.ref_id
    ? await db.selectFrom('user_trackers').select('fit_score').where('ref_id', '=', order.ref_id).executeTakeFirst()
    : undefined;
  return {
    url: order.result_update_link,
    keyHash: order.key_hash,
    body: {
      order_id: order.order_uuid,
      application_id: order.external_application_id,
      status: order.status,
      percent_complete: tracker ? pctComplete(tracker.completed_activities, tracker.total_activities) : 0,
      overall_score: score?.fit_score == null ? null : Number(score.fit_score),
      scorecard_url: tracker ? `${publicUrl}/smartreq-detail-applicant/${tracker.user_step_tracker_id}` : null,
    },
  };
}

export function signature(keyHash: string, payload: string): string {
  return 'sha256=' + createHmac('sha256', keyHash).update(payload, 'utf8').digest('hex');
}

/** allowLocalHttp: ATS_ALLOW_LOCAL_HTTP=1 (tests and local trials), private addresses may be posted to. */
export function atsResultHandler(publicUrl: string, allowLocalHttp = false): JobHandler {
  return async (db, job) => {
    const orderUuid = (job.payload as { order_uuid?: string }).order_uuid ?? '';
    const result = await resultBody(db, publicUrl, orderUuid);
    if (!result) return;
    const payload = JSON.stringify(result.body);
    let status: number | null = null;
    let error: string | null = null;
    try {
      status = await postJson(result.url, { 'x-assay-signature': signature(result.keyHash, payload) }, payload, {
        timeoutMs: TIMEOUT_MS,
        allowPrivate: allowLocalHttp,
      });
      if (status < 200 || status > 299) error = `HTTP ${status}`;
    } catch (failure) {
      error = failure instanceof Error ? failure.message : String(failure);
    }
    const delivered = error === null;
    await db
      .updateTable('ats_result_deliveries')
      .set({
        attempts: job.attempts,
        last_http_status: status,
        last_error: error ? error.slice(0, 500) : null,
        last_attempt_at: sql<Date>`now()`,
        status: delivered ? 'delivered' : job.attempts >= MAX_ATTEMPTS ? 'failed' : 'pending',
        ...(delivered ? { delivered_at: sql<Date>`now()` } : {}),
      })
      .where('order_uuid', '=', orderUuid)
      .execute();
    if (!delivered) throw new Error(`result delivery to the ATS failed: ${error}`);
  };
}
