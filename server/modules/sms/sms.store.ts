/** Messaging's SQL (migration 0111): the company's connection, its messages and opt-outs. */
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { SmsAdapterColumn, SmsConnectionStatus, SmsStatusColumn } from '../../db/schema/sms.ts';
import { sealContext } from '../../secrets/sealed-columns.ts';
import { SealedSecret } from '../../secrets/sealed-secret.ts';

export interface ConnectionRow {
  account_id: number;
  adapter: SmsAdapterColumn;
  address: string;
  username: string;
  secret: SealedSecret;
  rate_per_minute: number;
  status: SmsConnectionStatus;
  last_error: string;
  checked_at: Date | null;
}

const secretContext = (accountId: number) => sealContext('sms_connections', 'secret', accountId);

export async function connectionOf(db: Db, accountId: number): Promise<ConnectionRow | undefined> {
  const row = await db
    .selectFrom('sms_connections')
    .select([
      'account_id',
      'adapter',
      'address',
      'username',
      'secret',
      'rate_per_minute',
      'status',
      'last_error',
      'checked_at',
    ])
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  return row && { ...row, secret: SealedSecret.fromStored(row.secret, secretContext(accountId)) };
}

export async function connectionsByAdapter(db: Db, adapter: SmsAdapterColumn): Promise<number[]> {
  const rows = await db.selectFrom('sms_connections').select('account_id').where('adapter', '=', adapter).execute();
  return rows.map((r) => r.account_id);
}

export async function saveConnection(
  db: Db,
  accountId: number,
  given: {
    adapter: SmsAdapterColumn;
    address: string;
    username: string;
    secret: string | SealedSecret;
    rate_per_minute: number;
  },
): Promise<void> {
  const values = { ...given, secret: SealedSecret.toStored(given.secret, secretContext(accountId)) };
  const reset = { status: 'unchecked' as const, last_error: '', checked_at: null, updated_at: new Date() };
  await db
    .insertInto('sms_connections')
    .values({ account_id: accountId, ...values, ...reset })
    .onConflict((oc) => oc.column('account_id').doUpdateSet({ ...values, ...reset }))
    .execute();
}

export async function deleteConnection(db: Db, accountId: number): Promise<boolean> {
  const result = await db.deleteFrom('sms_connections').where('account_id', '=', accountId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function recordCheck(db: Db, accountId: number, outcome: { ok: boolean; reason?: string }): Promise<void> {
  await db
    .updateTable('sms_connections')
    .set({
      status: outcome.ok ? 'connected' : 'failing',
      last_error: outcome.ok ? '' : (outcome.reason ?? '').slice(0, 1000),
      checked_at: new Date(),
    })
    .where('account_id', '=', accountId)
    .execute();
}

export const messageColumns = [
  'm.sms_id',
  'm.account_id',
  'm.ref_id',
  'm.direction',
  'm.phone_number',
  'm.sender_number',
  'm.body',
  'm.segments',
  'm.encoding',
  'm.status',
  'm.provider_id',
  'm.last_error',
  'm.attempts',
  'm.created_at',
  'm.sent_at',
  'm.delivered_at',
] as const;

function messagesQuery(db: Db) {
  return db
    .selectFrom('sms_messages as m')
    .leftJoin('users as u', 'u.user_id', 'm.sent_by_user_id')
    .select([...messageColumns, sql<string>`coalesce(trim(u.first_name || ' ' || u.last_name), '')`.as('sent_by')]);
}
export type MessageRow = Awaited<ReturnType<ReturnType<typeof messagesQuery>['executeTakeFirstOrThrow']>>;

export async function messageById(db: Db, smsId: number): Promise<MessageRow | undefined> {
  return messagesQuery(db).where('m.sms_id', '=', smsId).executeTakeFirst();
}

export async function threadOf(db: Db, accountId: number, phoneNumber: string): Promise<MessageRow[]> {
  return messagesQuery(db)
    .where('m.account_id', '=', accountId)
    .where('m.phone_number', '=', phoneNumber)
    .orderBy('m.created_at')
    .orderBy('m.sms_id')
    .limit(500)
    .execute();
}

export async function messagesOfAccount(
  db: Db,
  accountId: number,
  phoneNumber: string | undefined,
  page: number,
  pageSize: number,
): Promise<{ rows: MessageRow[]; count: number }> {
  let base = db.selectFrom('sms_messages as m').where('m.account_id', '=', accountId);
  if (phoneNumber) base = base.where('m.phone_number', '=', phoneNumber);
  const total = await base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
  let query = messagesQuery(db).where('m.account_id', '=', accountId);
  if (phoneNumber) query = query.where('m.phone_number', '=', phoneNumber);
  const rows = await query
    .orderBy('m.created_at', 'desc')
    .orderBy('m.sms_id', 'desc')
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute();
  return { rows, count: Number(total.n) };
}

export interface NewMessage {
  account_id: number;
  ref_id: string | null;
  direction: 'outbound' | 'inbound';
  phone_number: string;
  sender_number: string;
  body: string;
  segments: number;
  encoding: 'GSM-7' | 'UCS-2';
  status: SmsStatusColumn;
  provider_id?: string;
  sent_by_user_id: number | null;
}

export async function insertMessages(db: Db, rows: NewMessage[]): Promise<number[]> {
  if (rows.length === 0) return [];
  const inserted = await db.insertInto('sms_messages').values(rows).returning('sms_id').execute();
  return inserted.map((r) => r.sms_id);
}

export async function updateMessage(
  db: Db,
  smsId: number,
  values: Partial<{
    status: SmsStatusColumn;
    provider_id: string;
    last_error: string;
    attempts: number;
    sent_at: Date;
    delivered_at: Date;
  }>,
): Promise<void> {
  await db.updateTable('sms_messages').set(values).where('sms_id', '=', smsId).execute();
}

/** Messages waiting for a provider that is gone: back to the outbox. */
export async function backToOutbox(db: Db, accountId: number): Promise<void> {
  await db
    .updateTable('sms_messages')
    .set({ status: 'outbox' })
    .where('account_id', '=', accountId)
    .where('status', '=', 'queued')
    .execute();
}

export async function messageByProviderId(db: Db, accountId: number, providerId: string) {
  return db
    .selectFrom('sms_messages')
    .select(['sms_id', 'direction', 'status'])
    .where('account_id', '=', accountId)
    .where('provider_id', '=', providerId)
    .executeTakeFirst();
}

/** Sent in the last minute, and the earliest of them (when the window frees a place). */
export async function sentInLastMinute(db: Db, accountId: number): Promise<{ count: number; oldest: Date | null }> {
  const row = await db
    .selectFrom('sms_messages')
    .select((eb) => [eb.fn.countAll<string>().as('n'), eb.fn.min('sent_at').as('oldest')])
    .where('account_id', '=', accountId)
    .where('direction', '=', 'outbound')
    .where('sent_at', '>', sql<Date>`now() - interval '1 minute'`)
    .executeTakeFirstOrThrow();
  return { count: Number(row.n), oldest: row.oldest ? new Date(row.oldest as Date) : null };
}

export async function optOutOf(db: Db, accountId: number, phoneNumber: string) {
  return db
    .selectFrom('sms_opt_outs')
    .select(['opted_out', 'keyword', 'changed_at'])
    .where('account_id', '=', accountId)
    .where('phone_number', '=', phoneNumber)
    .executeTakeFirst();
}

export async function optedOutAmong(db: Db, accountId: number, phoneNumbers: string[]): Promise<Set<string>> {
  if (phoneNumbers.length === 0) return new Set();
  const rows = await db
    .selectFrom('sms_opt_outs')
    .select('phone_number')
    .where('account_id', '=', accountId)
    .where('phone_number', 'in', phoneNumbers)
    .where('opted_out', '=', true)
    .execute();
  return new Set(rows.map((r) => r.phone_number));
}

export async function setOptOut(db: Db, accountId: number, phoneNumber: string, optedOut: boolean, keyword: string) {
  await db
    .insertInto('sms_opt_outs')
    .values({ account_id: accountId, phone_number: phoneNumber, opted_out: optedOut, keyword, changed_at: new Date() })
    .onConflict((oc) =>
      oc.columns(['account_id', 'phone_number']).doUpdateSet({ opted_out: optedOut, keyword, changed_at: new Date() }),
    )
    .execute();
}

/** The company's first active number: the sender of what staff text. */
export async function senderNumberOf(db: Db, accountId: number): Promise<string> {
  const row = await db
    .selectFrom('account_phone_numbers')
    .select('phone_number')
    .where('account_id', '=', accountId)
    .where('is_active', '=', true)
    .orderBy('phone_number_id')
    .executeTakeFirst();
  return row?.phone_number ?? '';
}

export async function phoneOfUsers(db: Db, userIds: number[]): Promise<Map<number, string | null>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('users')
    .select(['user_id', 'phone_number'])
    .where('user_id', 'in', userIds)
    .execute();
  return new Map(rows.map((r) => [r.user_id, r.phone_number]));
}

/** The company's newest application by a candidate with this number (a reply's thread), if any. */
export async function applicationOfPhone(db: Db, accountId: number, phoneNumber: string): Promise<string | null> {
  const { rows } = await sql<{ ref_id: string; phone_number: string | null }>`
    select t.ref_id, u.phone_number
      from user_trackers t
      join jobs j on j.job_id = t.job_id
      join users u on u.user_id = t.user_id
     where j.account_id = ${accountId} and t.removed_at is null and u.phone_number is not null
       and regexp_replace(u.phone_number, '[\\s().-]', '', 'g') = ${phoneNumber}
     order by t.user_step_tracker_id desc
     limit 1`.execute(db);
  return rows[0]?.ref_id ?? null;
}
