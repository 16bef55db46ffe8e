/** The weekly dashboard mailings' SQL (D340). */
import { sql } from 'kysely';
import type { MailingRecipient } from '../../../contracts/dashboard-mailings.ts';
import type { Db } from '../../db/database.ts';

export interface MailingRow {
  mailing_id: number;
  account_id: number;
  dashboard: string;
  format: 'pdf' | 'csv';
  weekday: number;
  job_ids: string | null;
  locations: string | null;
  source_ids: string | null;
  /** The requisition or the custom dashboard mailed, if either (0194, D516). */
  job_id: number | null;
  custom_dashboard_id: number | null;
  created_by_name: string;
  next_send_on: string;
  last_sent_on: string | null;
}

export interface EligibleRecipient extends MailingRecipient {
  preferred_language: string | null;
}

/**
 * The company's active staff whose role there grants dashboard access (of `userIds` only, when
 * given): who may be offered, saved and, at each sending, mailed. A company the provider suspended
 * has none.
 */
export async function eligibleRecipients(db: Db, accountId: number, userIds?: number[]): Promise<EligibleRecipient[]> {
  if (userIds && userIds.length === 0) return [];
  let query = db
    .selectFrom('users as u')
    .innerJoin('user_roles as ur', 'ur.user_id', 'u.user_id')
    .innerJoin('roles as r', 'r.role_id', 'ur.role_id')
    .innerJoin('accounts as a', 'a.account_id', 'r.account_id')
    .select([
      'u.user_id',
      'u.email',
      'u.preferred_language',
      sql<string>`trim(u.first_name || ' ' || u.last_name)`.as('name'),
    ])
    .distinct()
    .where('r.account_id', '=', accountId)
    .where('r.company_dashboard_access', '=', true)
    .where('u.deactivated_at', 'is', null)
    .where('a.suspended_at', 'is', null);
  if (userIds) query = query.where('u.user_id', 'in', userIds);
  const rows = await query.execute();
  return rows.sort((x, y) => x.name.localeCompare(y.name) || x.user_id - y.user_id);
}

const mailingColumns = sql<MailingRow>`m.mailing_id, m.account_id, m.dashboard, m.format, m.weekday, m.job_ids,
  m.locations, m.source_ids, m.job_id, m.custom_dashboard_id, coalesce(trim(c.first_name || ' ' || c.last_name), '') as created_by_name,
  m.next_send_on::text as next_send_on, m.last_sent_on::text as last_sent_on`;

export async function listMailings(db: Db, accountId: number): Promise<MailingRow[]> {
  const { rows } = await sql<MailingRow>`select ${mailingColumns}
      from dashboard_mailings m left join users c on c.user_id = m.created_by
     where m.account_id = ${accountId} order by m.mailing_id`.execute(db);
  return rows;
}

export async function recipientsOf(
  db: Db,
  mailingIds: number[],
): Promise<(MailingRecipient & { mailing_id: number })[]> {
  if (mailingIds.length === 0) return [];
  return db
    .selectFrom('dashboard_mailing_recipients as d')
    .innerJoin('users as u', 'u.user_id', 'd.user_id')
    .select(['d.mailing_id', 'u.user_id', 'u.email', sql<string>`trim(u.first_name || ' ' || u.last_name)`.as('name')])
    .where('d.mailing_id', 'in', mailingIds)
    .orderBy('name')
    .orderBy('u.user_id')
    .execute();
}

export async function insertMailing(
  db: Db,
  row: Omit<MailingRow, 'mailing_id' | 'created_by_name' | 'last_sent_on'> & { created_by: number },
  recipientIds: number[],
): Promise<number> {
  const { mailing_id } = await db
    .insertInto('dashboard_mailings')
    .values(row)
    .returning('mailing_id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('dashboard_mailing_recipients')
    .values(recipientIds.map((user_id) => ({ mailing_id, user_id })))
    .execute();
  return mailing_id;
}

export async function deleteMailing(db: Db, accountId: number, mailingId: number): Promise<boolean> {
  const result = await db
    .deleteFrom('dashboard_mailings')
    .where('mailing_id', '=', mailingId)
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function dueMailingIds(db: Db, today: string): Promise<number[]> {
  const { rows } = await sql<{ mailing_id: number }>`select mailing_id from dashboard_mailings
     where next_send_on <= ${today}::date order by next_send_on, mailing_id limit 200`.execute(db);
  return rows.map((r) => r.mailing_id);
}

/** The mailing, locked for this transaction, when it is still due (another process may have sent it). */
export async function lockDueMailing(db: Db, mailingId: number, today: string): Promise<MailingRow | undefined> {
  const { rows } = await sql<MailingRow>`select ${mailingColumns}
      from dashboard_mailings m left join users c on c.user_id = m.created_by
     where m.mailing_id = ${mailingId} and m.next_send_on <= ${today}::date
       for update of m skip locked`.execute(db);
  return rows[0];
}

export async function recordSent(db: Db, mailingId: number, sentOn: string, nextOn: string): Promise<void> {
  await db
    .updateTable('dashboard_mailings')
    .set({ last_sent_on: sentOn, next_send_on: nextOn })
    .where('mailing_id', '=', mailingId)
    .execute();
}

export async function companyName(db: Db, accountId: number): Promise<string> {
  const row = await db.selectFrom('accounts').select('name').where('account_id', '=', accountId).executeTakeFirst();
  return row?.name ?? '';
}
