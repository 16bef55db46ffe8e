/**
 * One writer across devices (offline promise 10; D73).
 * Every browser profile has a device id (random, kept on the device) that it sends with every
 * request in the `X-Assay-Device` header. The device that writes an attempt holds its lease until
 * `lease_expires_at`; its writes and its heartbeats renew it. Meanwhile another device's writes
 * are refused with 409 `attempt_leased`; once the lease has lapsed that device may take the
 * attempt over explicitly. The former holder's later writes get 409 `attempt_moved`, except its
 * answers recorded before the take-over, which are still applied (promise 6).
 *
 * The 409s carry their details as `errors` items (prop = field, message = ISO time):
 * attempt_leased: `last_active_at`, `lease_expires_at`; attempt_moved: `taken_over_at`,
 * `last_active_at`.
 */
import * as z from 'zod/mini';
import { defineEndpoint } from './endpoint.ts';
import { AnswerValueSchema } from './user-response.ts';

/** The request header naming the device (lower case, as Node reads it). */
export const DEVICE_HEADER = 'x-assay-device';
/** A device id: what the browser makes (a UUID), or any short token of letters, digits and dashes. */
export const DEVICE_ID_PATTERN = /^[A-Za-z0-9-]{8,64}$/;

export { AttemptLeaseErrorCode } from './attempt-lease-codes.ts';

const uuid = z.string().check(z.regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i));
const isoTime = z.iso.datetime({ offset: true });
const jobStepActivityId = z.number().check(z.int(), z.positive());

export const ServerAnswer = z.object({
  item_id: z.string(),
  value: AnswerValueSchema,
  revision: z.number(),
  answered_at: isoTime,
});
export type ServerAnswerType = z.infer<typeof ServerAnswer>;

export const LeaseHeartbeatBody = z.object({ ref_id: uuid, job_step_activity_id: jobStepActivityId, attempt_id: uuid });
export const LeaseHeartbeatResult = z.object({
  attempt_id: uuid,
  lease_expires_at: isoTime,
  /** The lease's length: the page heartbeats every third of it. */
  lease_ms: z.number(),
  /**
   * Answers a former holder delivered after the take-over (recorded before it, so applied): the
   * holder adopts them, so its view and its submission hash match the server's.
   */
  late_answers: z.array(ServerAnswer),
});
export type LeaseHeartbeatResultType = z.infer<typeof LeaseHeartbeatResult>;

export const TakeOverBody = z.object({ ref_id: uuid, job_step_activity_id: jobStepActivityId });
export const TakeOverResult = z.object({
  attempt_id: uuid,
  server_started_at: z.nullable(isoTime),
  lease_expires_at: isoTime,
  lease_ms: z.number(),
  taken_over_at: z.nullable(isoTime),
  /** Every answer the server holds, with its revision: the device continues above them. */
  answers: z.array(ServerAnswer),
});
export type TakeOverResultType = z.infer<typeof TakeOverResult>;

export const leaseHeartbeat = defineEndpoint({
  method: 'POST',
  path: '/user-response/v1/attempt-lease/heartbeat/',
  access: 'signed-in',
  summary: "Renew the attempt's lease (holder only; X-Assay-Device); 409 attempt_leased or attempt_moved otherwise",
  body: LeaseHeartbeatBody,
  response: LeaseHeartbeatResult,
});

export const takeOverAttempt = defineEndpoint({
  method: 'POST',
  path: '/user-response/v1/attempt-lease/take-over/',
  access: 'signed-in',
  summary:
    'Move the open attempt of an activity to this device once its lease has lapsed; answers the attempt and its answers',
  body: TakeOverBody,
  response: TakeOverResult,
});

export const attemptLeaseEndpoints = [leaseHeartbeat, takeOverAttempt];
