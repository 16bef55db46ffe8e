/**
 * Orders from an applicant tracking system (decision D145): placed with the integration's key
 * (Authorization: Bearer), one per external application id (a repeat returns the same order),
 * for a requisition of the integration's company only. The candidate's link shows the order;
 * starting it makes (or reuses) the candidate's tracker for the job with the application id.
 * Calls made with a live key are limited per company and minute as the inbound webhooks are
 * (server/http/webhook-limits.ts, D329): past the limit 429 with Retry-After, before any other work.
 * The candidate's page of an order is limited per company the same way, in a bucket of its own (D336).
 */
import { randomUUID } from 'node:crypto';
import type { AtsOrderBody, AtsOrderPublic } from '../../../contracts/ats-integrations.ts';
import { JOB_TYPE, type TrackerItem } from '../../../contracts/progress.ts';
import { ErrorCode } from '../../../contracts/error-codes.ts';
import type { Db } from '../../db/database.ts';
import { HttpError, notFound, unauthenticated } from '../../http/http-error.ts';
import { webhookLimits } from '../../http/webhook-limits.ts';
import { findTracker, startTracker, toTrackerItem } from '../progress/index.ts';
import { hashKey } from './ats-integrations.service.ts';
import { queueResultIfComplete } from './ats-results.ts';
import { OutboundAddressError, publicAddressesOf } from '../../integrations/outbound-address.ts';
import * as store from './ats-integrations.store.ts';

export interface OrderLinks {
  publicUrl: string;
  /** Plain http to localhost is accepted for the links (tests and local trials only). */
  allowLocalHttp: boolean;
  /** Multiplies the per-company limit of calls (RATE_LIMIT_MAX); 1 when absent. */
  rateLimitFactor?: number;
}

const fieldError = (prop: string, message: string) =>
  new HttpError(400, ErrorCode.validation, 'Please check the highlighted fields.', [{ prop, message }]);

/**
 * The integration whose live key is in the Authorization header, or 401; the call counts against
 * its company's limit (D329), shared by every integration of the company, and past it is 429. A
 * wrong key counts nowhere: no company is known (its 192 random bits make guessing pointless).
 */
export async function integrationOfKey(db: Db, authorization: string | undefined, limitFactor = 1) {
  const key = authorization?.startsWith('Bearer ') ? authorization.slice(7).trim() : '';
  const integration = key ? await store.findIntegrationByKeyHash(db, hashKey(key)) : undefined;
  if (!integration) throw unauthenticated();
  await webhookLimits(db, 'ats-order', integration.account_id, limitFactor).delivery();
  return integration;
}

/** https, or http to localhost where allowed; anything else is a field error. */
export function checkLink(prop: string, value: string, allowLocalHttp: boolean): void {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw fieldError(prop, 'Enter a full https:// address');
  }
  const local = ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
  if (url.protocol === 'https:' || (url.protocol === 'http:' && local && allowLocalHttp)) return;
  throw fieldError(prop, 'Enter a full https:// address');
}

/** The result link must not lead inside our network: its host must resolve, and only to public addresses (checked again when the result is posted). */
export async function checkResultHost(prop: string, value: string, allowLocalHttp: boolean): Promise<void> {
  if (allowLocalHttp) return;
  try {
    await publicAddressesOf(new URL(value).hostname);
  } catch (error) {
    if (error instanceof OutboundAddressError)
      throw fieldError(
        prop,
        error.reason === 'private'
          ? 'Give a public address: this one is on a private network.'
          : 'The host name of this address could not be found.',
      );
    throw error;
  }
}

const candidateLink = (publicUrl: string, orderUuid: string) => `${publicUrl}/ats/integration/${orderUuid}`;

async function orderJob(db: Db, integration: { integration_id: number; account_id: number }, body: AtsOrderBody) {
  if (body.external_job_id !== undefined) {
    const job = await store.mappedJob(db, integration.integration_id, body.external_job_id);
    if (!job) throw fieldError('external_job_id', 'This job id is not mapped to a requisition');
    return job;
  }
  if (body.job_uuid === undefined) throw fieldError('external_job_id', 'Give external_job_id or job_uuid');
  const job = await store.jobByUuid(db, body.job_uuid);
  // Another company's job and no job at all answer alike.
  if (!job || job.account_id !== integration.account_id || job.job_type_id !== JOB_TYPE.requisition)
    throw fieldError('job_uuid', 'No requisition of this company has this id');
  return job;
}

export async function createOrder(db: Db, links: OrderLinks, authorization: string | undefined, body: AtsOrderBody) {
  const integration = await integrationOfKey(db, authorization, links.rateLimitFactor);
  const existing = await store.findOrderOf(db, integration.integration_id, body.external_application_id);
  if (existing)
    return {
      order_id: existing.order_uuid,
      status: existing.status,
      candidate_link: candidateLink(links.publicUrl, existing.order_uuid),
    };
  checkLink('return_link', body.return_link, links.allowLocalHttp);
  checkLink('result_update_link', body.result_update_link, links.allowLocalHttp);
  await checkResultHost('result_update_link', body.result_update_link, links.allowLocalHttp);
  const job = await orderJob(db, integration, body);
  await db
    .insertInto('ats_orders')
    .values({
      order_uuid: randomUUID(),
      integration_id: integration.integration_id,
      job_id: job.job_id,
      external_application_id: body.external_application_id,
      first_name: body.first_name,
      last_name: body.last_name,
      email: body.email,
      return_link: body.return_link,
      result_update_link: body.result_update_link,
    })
    .onConflict((oc) => oc.columns(['integration_id', 'external_application_id']).doNothing())
    .execute();
  const order = (await store.findOrderOf(db, integration.integration_id, body.external_application_id))!;
  return {
    order_id: order.order_uuid,
    status: order.status,
    candidate_link: candidateLink(links.publicUrl, order.order_uuid),
  };
}

export async function cancelOrder(db: Db, links: OrderLinks, authorization: string | undefined, orderUuid: string) {
  const integration = await integrationOfKey(db, authorization, links.rateLimitFactor);
  const order = await store.findOrder(db, orderUuid);
  if (!order || order.integration_id !== integration.integration_id) throw notFound('Order not found');
  if (order.status === 'started' || order.status === 'completed')
    throw new HttpError(409, ErrorCode.conflict, 'The candidate has started this order; it cannot be cancelled.');
  await db.updateTable('ats_orders').set({ status: 'cancelled' }).where('order_uuid', '=', orderUuid).execute();
  return {
    order_id: orderUuid,
    status: 'cancelled' as const,
    candidate_link: candidateLink(links.publicUrl, orderUuid),
  };
}

/**
 * What the candidate's link shows. Each read of an order counts against its company's limit for
 * the page (D336), apart from the ATS's own calls, so neither starves the other; a missing order is
 * a 404 counted nowhere (its id's 122 random bits make guessing pointless).
 */
export async function publicOrder(db: Db, orderUuid: string, limitFactor = 1): Promise<AtsOrderPublic> {
  const order = await store.findOrder(db, orderUuid);
  if (!order) throw notFound('Order not found');
  await webhookLimits(db, 'ats-order-page', order.account_id, limitFactor).delivery();
  return {
    order_id: order.order_uuid,
    status: order.status,
    ats_name: order.ats_name,
    account_name: order.account_name,
    job_title: order.job_title,
    first_name: order.first_name,
    email: order.email,
  };
}

/**
 * The signed-in candidate takes the order: their newest tracker for the job is reused (it gets the
 * application id when it has none), else a new one starts under the progress rules (closed job,
 * retake wait, suspended company). An order another account started is refused.
 */
export async function startOrder(db: Db, userId: number, orderUuid: string, publicUrl: string): Promise<TrackerItem> {
  return db.transaction().execute(async (trx) => {
    await trx
      .selectFrom('ats_orders')
      .select('order_uuid')
      .where('order_uuid', '=', orderUuid)
      .forUpdate()
      .executeTakeFirst();
    const order = await store.findOrder(trx, orderUuid);
    if (!order) throw notFound('Order not found');
    if (order.status === 'cancelled')
      throw new HttpError(409, ErrorCode.linkExpired, 'This assessment order was cancelled.');
    if (order.ref_id) {
      const tracker = await findTracker(trx, order.ref_id);
      if (tracker && tracker.user_id === userId) return toTrackerItem(tracker);
      throw new HttpError(409, ErrorCode.conflict, 'Another account has already started this assessment.');
    }
    let refId: string;
    const reusable = await store.newestTrackerOf(trx, userId, order.job_id);
    if (
      reusable &&
      (reusable.external_application_id === null || reusable.external_application_id === order.external_application_id)
    ) {
      refId = reusable.ref_id;
      await trx
        .updateTable('user_trackers')
        .set({ external_application_id: order.external_application_id })
        .where('ref_id', '=', refId)
        .execute();
    } else {
      refId = (
        await startTracker(trx, userId, order.job_uuid, {
          externalApplicationId: order.external_application_id,
          publicUrl,
          source: null,
        })
      ).ref_id;
    }
    await trx
      .updateTable('ats_orders')
      .set({ ref_id: refId, status: 'started' })
      .where('order_uuid', '=', orderUuid)
      .execute();
    // A reused tracker may be complete already: its result goes back at once.
    await queueResultIfComplete(trx, refId);
    return toTrackerItem((await findTracker(trx, refId))!);
  });
}

/** The way back to the ATS, for the tracker's own candidate once the order is complete; null otherwise. */
export async function returnLink(db: Db, userId: number, refId: string) {
  const tracker = await findTracker(db, refId);
  if (!tracker || tracker.user_id !== userId) throw notFound('Tracker not found');
  const order = await store.orderOfTracker(db, refId);
  return order && order.status === 'completed' ? { ats_name: order.ats_name, return_link: order.return_link } : null;
}
