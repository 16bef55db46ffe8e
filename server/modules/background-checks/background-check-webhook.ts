/**
 * The provider's events (Checkr's shape; D237). An event is believed only when X-Checkr-Signature is
 * the HMAC-SHA256 of the raw body keyed with the company's API key. The signed body carries the
 * event's id and `created_at`: one more than five minutes away from now is refused as stale, and an
 * id already applied is refused as a replay, so a captured event cannot be sent again. Each refusal
 * is audited (settings show the last one), within a per-company limit (WEBHOOK_LIMITS); an
 * accepted event is remembered and applied in one transaction, so a failure leaves it for the
 * provider's own retry.
 */
import { BackgroundCheckErrorCode } from '../../../contracts/background-check-codes.ts';
import type { Db } from '../../db/database.ts';
import { HttpError } from '../../http/http-error.ts';
import { webhookLimits } from '../../http/webhook-limits.ts';
import { audit } from '../../audit/audit-trail.ts';
import { adapter } from './background-check-settings.ts';
import { EVENT_STATUS } from './background-check-status.ts';
import { moveCheck } from './background-checks.jobs.ts';
import * as store from './background-checks.store.ts';

export const WEBHOOK_TOLERANCE_SECONDS = 300;
export const SIGNATURE_HEADER = 'x-checkr-signature';

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown) => (typeof value === 'string' ? value : '');

interface Event {
  id: string;
  type: string;
  createdAt: Date;
  object: Json;
}

function parse(raw: Buffer): Event | string {
  let body: unknown;
  try {
    body = JSON.parse(raw.toString('utf8'));
  } catch {
    return 'The body is not JSON.';
  }
  if (!isObject(body)) return 'The body is not a JSON object.';
  const id = text(body.id);
  const type = text(body.type);
  const createdAt = new Date(text(body.created_at));
  const object = isObject(body.data) ? body.data.object : undefined;
  if (!id || id.length > 200) return 'The event has no id.';
  if (!type) return 'The event has no type.';
  if (!text(body.created_at) || Number.isNaN(createdAt.valueOf())) return 'The event has no valid created_at.';
  if (!isObject(object)) return 'The event has no data.object.';
  return { id, type, createdAt, object };
}

/**
 * Per company and minute (D264, server/http/webhook-limits.ts): deliveries of any kind, and
 * refusals, the only ones that write an audit row. Past the refusals' limit a forged flood is
 * answered 429 and adds no rows, while the provider's signed events still pass; a company with no
 * connection is refused with no writes.
 */
export async function receiveWebhook(
  db: Db,
  accountId: number,
  raw: Buffer,
  signature: string | undefined,
  now = new Date(),
  limitFactor = 1,
): Promise<{ received: boolean }> {
  const connection = await store.connectionOf(db, accountId);
  const limits = webhookLimits(db, 'background-check', accountId, limitFactor);
  if (connection) await limits.delivery();
  const refuse = async (status: number, code: string, reason: string): Promise<never> => {
    if (connection) {
      await limits.refusal();
      // Audited (a refusal writes nothing else), so settings can show the last one.
      await audit(db, { event: 'background_check_webhook_refused', accountId, details: { code, reason } });
    }
    throw new HttpError(status, code as never, reason);
  };
  // Without a connection there is no key to verify with: the same answer as a forged signature.
  if (!connection || !signature || !adapter.verifySignature(connection.api_key.reveal(), raw, signature.trim()))
    return refuse(401, BackgroundCheckErrorCode.webhookForged, 'A webhook was refused: its signature does not match.');
  const event = parse(raw);
  if (typeof event === 'string')
    return refuse(400, BackgroundCheckErrorCode.webhookMalformed, `A webhook was refused as malformed: ${event}`);
  const age = (now.valueOf() - event.createdAt.valueOf()) / 1000;
  if (Math.abs(age) > WEBHOOK_TOLERANCE_SECONDS)
    return refuse(
      400,
      BackgroundCheckErrorCode.webhookStale,
      `A webhook was refused: its created_at (${event.createdAt.toISOString()}) is more than five minutes from now.`,
    );
  const applied = await db.transaction().execute(async (trx) => {
    if (!(await store.rememberEvent(trx, accountId, event.id, event.type))) return false;
    const to = EVENT_STATUS[event.type];
    if (!to) return true;
    const objectId = text(event.object.id);
    const isReport = event.type.startsWith('report.');
    const check = await store.checkOfProviderObject(trx, accountId, {
      invitation: isReport ? '' : objectId,
      report: isReport ? objectId : text(event.object.report_id),
      candidate: text(event.object.candidate_id),
    });
    if (!check) return true;
    const result = text(event.object.result);
    await moveCheck(
      trx,
      check,
      to,
      {
        ...(isReport
          ? { report_ref: objectId }
          : text(event.object.report_id)
            ? { report_ref: text(event.object.report_id) }
            : {}),
        ...(result === 'clear' || result === 'consider' ? { result } : {}),
      },
      { source: 'webhook', event_id: event.id, event_type: event.type },
    );
    return true;
  });
  if (!applied)
    return refuse(
      409,
      BackgroundCheckErrorCode.webhookReplayed,
      `A webhook was refused as a replay of event ${event.id}.`,
    );
  return { received: true };
}
