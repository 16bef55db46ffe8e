/**
 * Texting candidates (D236): the thread on an application (by the candidate's phone number within
 * the company), sending one or many (merge fields filled per recipient on the server, D201), the
 * company's messages by number, and what comes back (replies, STOP/START, delivery reports) from
 * either adapter. With a provider connected a message is queued and the send-sms job delivers it;
 * without one it stays in the outbox, which staff see on the thread and in settings.
 */
import { normalPhoneNumber } from '../../../contracts/phone-numbers.ts';
import { mergeFieldProblems } from '../../../contracts/merge-fields.ts';
import { MAX_MESSAGE_BODY } from '../../../contracts/message-templates.ts';
import { countSegments, optKeyword, type SmsMessage, type SmsThread } from '../../../contracts/sms.ts';
import { ErrorCode } from '../../../contracts/error-codes.ts';
import type { Db } from '../../db/database.ts';
import { assertNoProblems, HttpError } from '../../http/http-error.ts';
import type { StaffApplication } from '../../http/team-access.ts';
import { enqueue } from '../../jobs/queue.ts';
import type { InboundEvent } from '../../integrations/sms/sms-adapter.ts';
import { audit } from '../../audit/audit-trail.ts';
import { mergeValuesFor, withTargets, type RequestKey, type Target } from '../applicants/index.ts';
import { fillMergeFields } from '../../../contracts/merge-fields.ts';
import type { LoadedUser } from '../user/index.ts';
import * as store from './sms.store.ts';

export const SEND_SMS_JOB = 'send-sms';

const iso = (d: Date | string | null) => (d ? new Date(d).toISOString() : null);

export function toMessage(row: store.MessageRow): SmsMessage {
  return {
    sms_id: row.sms_id,
    direction: row.direction,
    phone_number: row.phone_number,
    sender_number: row.sender_number,
    body: row.body,
    segments: row.segments,
    encoding: row.encoding,
    status: row.status,
    last_error: row.last_error,
    attempts: row.attempts,
    sent_by: row.sent_by,
    created_at: new Date(row.created_at).toISOString(),
    sent_at: iso(row.sent_at),
    delivered_at: iso(row.delivered_at),
  };
}

/** A number in international form (+ and 8 to 15 digits), or '' when the text is not one. */
export function usablePhone(text: string | null | undefined): string {
  if (!text) return '';
  let number = normalPhoneNumber(text);
  if (/^00[1-9]/.test(number)) number = `+${number.slice(2)}`;
  return /^\+[1-9]\d{7,14}$/.test(number) ? number : '';
}

/** SMPP addresses come without the +. */
const inboundPhone = (text: string) => usablePhone(/^\d+$/.test(text) ? `+${text}` : text) || text.slice(0, 40);

function assertBody(body: string): string {
  const text = body.trim();
  if (!text) assertNoProblems([{ prop: 'body', message: 'Write the message.' }]);
  if (text.length > MAX_MESSAGE_BODY)
    assertNoProblems([{ prop: 'body', message: `Use at most ${MAX_MESSAGE_BODY} characters.` }]);
  assertNoProblems(mergeFieldProblems({ body: text }));
  return text;
}

export async function getThread(db: Db, app: StaffApplication): Promise<SmsThread> {
  const accountId = app.job.account_id;
  const phone = usablePhone((await store.phoneOfUsers(db, [app.user_id])).get(app.user_id));
  const connection = await store.connectionOf(db, accountId);
  const optOut = phone ? await store.optOutOf(db, accountId, phone) : undefined;
  return {
    phone_number: phone,
    opted_out: optOut?.opted_out ?? false,
    opted_out_at: optOut?.opted_out ? iso(optOut.changed_at) : null,
    provider: connection?.adapter ?? '',
    messages: phone ? (await store.threadOf(db, accountId, phone)).map(toMessage) : [],
  };
}

interface Prepared {
  ref_id: string;
  phone: string;
  body: string;
}

/** Queues (or keeps in the outbox) one message per prepared recipient; answers their ids. */
async function queueMessages(trx: Db, viewer: LoadedUser, accountId: number, prepared: Prepared[]): Promise<number[]> {
  const connection = await store.connectionOf(trx, accountId);
  const sender = await store.senderNumberOf(trx, accountId);
  const ids = await store.insertMessages(
    trx,
    prepared.map((p) => {
      const count = countSegments(p.body);
      return {
        account_id: accountId,
        ref_id: p.ref_id,
        direction: 'outbound' as const,
        phone_number: p.phone,
        sender_number: sender,
        body: p.body,
        segments: count.segments,
        encoding: count.encoding,
        status: connection ? ('queued' as const) : ('outbox' as const),
        sent_by_user_id: viewer.user_id,
      };
    }),
  );
  if (connection) for (const id of ids) await enqueue(trx, SEND_SMS_JOB, { sms_id: id });
  return ids;
}

function notSendable(reason: 'no_phone' | 'opted_out', optedOutAt?: Date): never {
  if (reason === 'no_phone') {
    const message =
      'The candidate has no mobile number in international form (+ and the country code) on their profile.';
    throw new HttpError(400, ErrorCode.validation, message, [{ prop: 'phone_number', message }]);
  }
  const message = `This number replied STOP${optedOutAt ? ` on ${optedOutAt.toISOString().slice(0, 10)}` : ''}: no text can be sent to it until it replies START.`;
  throw new HttpError(409, ErrorCode.conflict, message, [{ prop: 'phone_number', message }]);
}

export async function sendToApplication(
  db: Db,
  viewer: LoadedUser,
  app: StaffApplication,
  body: string,
  publicUrl: string,
  key?: RequestKey,
): Promise<SmsMessage> {
  const text = assertBody(body);
  const ids = await withTargets(
    db,
    viewer,
    [app.ref_id],
    async (trx, targets) => {
      const target = targets[0]!;
      const phone = usablePhone((await store.phoneOfUsers(trx, [target.user_id])).get(target.user_id));
      if (!phone) notSendable('no_phone');
      const optOut = await store.optOutOf(trx, target.account_id, phone);
      if (optOut?.opted_out) notSendable('opted_out', new Date(optOut.changed_at));
      const [values] = await mergeValuesFor(trx, viewer, [target], publicUrl);
      return queueMessages(trx, viewer, target.account_id, [
        { ref_id: target.ref_id, phone, body: fillMergeFields(text, values!) },
      ]);
    },
    key,
  );
  return toMessage((await store.messageById(db, ids[0]!))!);
}

/** One message per phone number (its first application named); those without a usable number or opted out are skipped. */
export async function bulkSend(
  db: Db,
  viewer: LoadedUser,
  body: { ref_ids: string[]; body: string },
  publicUrl: string,
  key?: RequestKey,
) {
  const text = assertBody(body.body);
  return withTargets(
    db,
    viewer,
    body.ref_ids,
    async (trx, targets) => {
      const phones = await store.phoneOfUsers(
        trx,
        targets.map((t) => t.user_id),
      );
      const skipped: { ref_id: string; reason: 'no_phone' | 'opted_out' }[] = [];
      const byAccount = new Map<number, { target: Target; phone: string }[]>();
      const seen = new Set<string>();
      for (const target of targets) {
        const phone = usablePhone(phones.get(target.user_id));
        if (!phone) {
          skipped.push({ ref_id: target.ref_id, reason: 'no_phone' });
          continue;
        }
        const key = `${target.account_id}:${phone}`;
        if (seen.has(key)) continue;
        seen.add(key);
        byAccount.set(target.account_id, [...(byAccount.get(target.account_id) ?? []), { target, phone }]);
      }
      let queued = 0;
      for (const [accountId, recipients] of byAccount) {
        const optedOut = await store.optedOutAmong(
          trx,
          accountId,
          recipients.map((r) => r.phone),
        );
        const sendable = recipients.filter((r) => {
          if (!optedOut.has(r.phone)) return true;
          skipped.push({ ref_id: r.target.ref_id, reason: 'opted_out' });
          return false;
        });
        const values = await mergeValuesFor(
          trx,
          viewer,
          sendable.map((r) => r.target),
          publicUrl,
        );
        const ids = await queueMessages(
          trx,
          viewer,
          accountId,
          sendable.map((r, i) => ({
            ref_id: r.target.ref_id,
            phone: r.phone,
            body: fillMergeFields(text, values[i]!),
          })),
        );
        queued += ids.length;
      }
      return { queued, skipped };
    },
    key,
  );
}

export async function listMessages(db: Db, accountId: number, query: { phone_number?: string; page?: number }) {
  const phone = query.phone_number ? usablePhone(query.phone_number) || query.phone_number : undefined;
  const { rows, count } = await store.messagesOfAccount(db, accountId, phone, query.page ?? 1, 50);
  return { results: rows.map(toMessage), count };
}

/**
 * What a provider hands back for a company: a reply joins the thread of its number (STOP and
 * START also set the number's opt-out, audited), a delivery report settles its message. Reports
 * of messages we do not know are ignored; a reply already stored (same provider id) is not stored twice.
 */
export async function receive(db: Db, accountId: number, events: InboundEvent[]): Promise<void> {
  for (const event of events) {
    await db.transaction().execute(async (trx) => {
      if (event.kind === 'receipt') {
        const message = event.providerId && (await store.messageByProviderId(trx, accountId, event.providerId));
        if (!message || message.direction !== 'outbound') return;
        await store.updateMessage(
          trx,
          message.sms_id,
          event.delivered
            ? { status: 'delivered', delivered_at: new Date() }
            : { status: 'failed', last_error: event.error },
        );
        return;
      }
      if (await store.messageByProviderId(trx, accountId, event.providerId)) return;
      const phone = inboundPhone(event.from);
      const count = countSegments(event.text);
      await store.insertMessages(trx, [
        {
          account_id: accountId,
          ref_id: await store.applicationOfPhone(trx, accountId, phone),
          direction: 'inbound',
          phone_number: phone,
          sender_number: inboundPhone(event.to),
          body: event.text.slice(0, MAX_MESSAGE_BODY * 2),
          segments: count.segments,
          encoding: count.encoding,
          status: 'received',
          provider_id: event.providerId,
          sent_by_user_id: null,
        },
      ]);
      const keyword = optKeyword(event.text);
      if (!keyword) return;
      await store.setOptOut(trx, accountId, phone, keyword === 'stop', event.text.trim().toUpperCase());
      await audit(trx, {
        event: keyword === 'stop' ? 'sms_opted_out' : 'sms_opted_in',
        accountId,
        details: { phone_number: phone, keyword: event.text.trim().toUpperCase() },
      });
    });
  }
}
