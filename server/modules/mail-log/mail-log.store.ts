/** The mail log's SQL: pages of the mail outbox, newest first, and one mail. */
import { sql } from 'kysely';
import type { MailLogMail, MailLogRow, MailLogStatus } from '../../../contracts/mail-log.ts';
import type { Db } from '../../db/database.ts';
import { escapeLike } from '../../db/escape-like.ts';

export interface MailLogFilters {
  /** undefined: every company and the platform's own mail. */
  accountId?: number;
  status?: MailLogStatus;
  search?: string;
  limit: number;
  offset: number;
}

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

function baseQuery(db: Db) {
  return db.selectFrom('mail_outbox as m').leftJoin('accounts as a', 'a.account_id', 'm.account_id');
}

const rowColumns = [
  'm.mail_id',
  'm.created_at',
  'm.account_id',
  'a.name as account_name',
  'm.to_address',
  'm.subject',
  'm.reason',
  'm.status',
  'm.attempts',
  'm.sent_at',
  'm.last_attempt_at',
  'm.last_error',
] as const;

function toRow<
  R extends { created_at: Date | string; sent_at: Date | string | null; last_attempt_at: Date | string | null },
>(row: R) {
  return {
    ...row,
    created_at: iso(row.created_at)!,
    sent_at: iso(row.sent_at),
    last_attempt_at: iso(row.last_attempt_at),
  };
}

export async function listMails(db: Db, filters: MailLogFilters): Promise<{ rows: MailLogRow[]; count: number }> {
  let query = baseQuery(db);
  if (filters.accountId !== undefined) query = query.where('m.account_id', '=', filters.accountId);
  if (filters.status) query = query.where('m.status', '=', filters.status);
  if (filters.search) query = query.where(sql<boolean>`m.to_address ilike ${'%' + escapeLike(filters.search) + '%'}`);
  const [rows, total] = await Promise.all([
    query
      .select(rowColumns)
      .orderBy('m.created_at', 'desc')
      .orderBy('m.mail_id', 'desc')
      .limit(filters.limit)
      .offset(filters.offset)
      .execute(),
    query.select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow(),
  ]);
  return { rows: rows.map(toRow), count: Number(total.count) };
}

export async function findMail(db: Db, mailId: number): Promise<MailLogMail | undefined> {
  const row = await baseQuery(db)
    .select([...rowColumns, 'm.text_body', 'm.html_body', 'm.from_name', 'm.reply_to'])
    .where('m.mail_id', '=', mailId)
    .executeTakeFirst();
  return row && toRow(row);
}

/** The companies that have mail, by name: the provider admins' company filter. */
export async function companiesWithMail(db: Db): Promise<{ account_id: number; name: string }[]> {
  return db
    .selectFrom('accounts as a')
    .select(['a.account_id', 'a.name'])
    .where((eb) =>
      eb.exists(eb.selectFrom('mail_outbox as m').select('m.mail_id').whereRef('m.account_id', '=', 'a.account_id')),
    )
    .orderBy('a.name')
    .execute();
}
