/**
 * Each company's usage per calendar month (UTC): requisitions created, applications (trackers on
 * requisitions), assessments taken (submitted attempts), video minutes (ready video answers) and
 * mails sent. One grouped query per measure, merged here; months without any use count zero.
 */
import { sql, type Expression, type SqlBool } from 'kysely';
import type { Db } from '../../db/database.ts';
import { escapeLike } from '../../db/escape-like.ts';
import type { CompanyUsage } from '../../../contracts/provider-admin.ts';

const monthOf = (column: string) =>
  sql<string>`to_char(date_trunc('month', ${sql.ref(column)} at time zone 'UTC'), 'YYYY-MM')`;

type Counts = Omit<CompanyUsage, 'account_id' | 'account_name' | 'month'>;
type Measure = keyof Counts;

export function monthsBetween(from: string, to: string): string[] {
  const months: string[] = [];
  let [year, month] = from.split('-').map(Number) as [number, number];
  const [toYear, toMonth] = to.split('-').map(Number) as [number, number];
  while (year < toYear || (year === toYear && month <= toMonth)) {
    months.push(`${year}-${String(month).padStart(2, '0')}`);
    month += 1;
    if (month > 12) [year, month] = [year + 1, 1];
  }
  return months;
}

export async function companyUsage(
  db: Db,
  options: { from: string; to: string; search?: string },
): Promise<CompanyUsage[]> {
  const start = new Date(`${options.from}-01T00:00:00Z`);
  const [toYear, toMonth] = options.to.split('-').map(Number) as [number, number];
  const end = new Date(Date.UTC(toYear, toMonth, 1));
  let accountsQuery = db.selectFrom('accounts').select(['account_id', 'name']).orderBy('name').orderBy('account_id');
  if (options.search) accountsQuery = accountsQuery.where('name', 'ilike', `%${escapeLike(options.search)}%`);
  const accounts = await accountsQuery.execute();
  if (accounts.length === 0) return [];
  const ids = accounts.map((a) => a.account_id);
  const inRange = (column: string): Expression<SqlBool> =>
    sql<SqlBool>`${sql.ref(column)} >= ${start} and ${sql.ref(column)} < ${end}`;

  const measures: [Measure, Promise<{ account_id: number; month: string; n: number | string | null }[]>][] = [
    [
      'requisitions',
      db
        .selectFrom('jobs')
        .select(['jobs.account_id', monthOf('jobs.created_at').as('month'), sql<number>`count(*)::int`.as('n')])
        .where('jobs.job_type_id', '=', 2)
        .where('jobs.account_id', 'in', ids)
        .where(inRange('jobs.created_at'))
        .groupBy(['jobs.account_id', 'month'])
        .execute(),
    ],
    [
      'applications',
      db
        .selectFrom('user_trackers')
        .innerJoin('jobs', 'jobs.job_id', 'user_trackers.job_id')
        .select([
          'user_trackers.account_id',
          monthOf('user_trackers.created_at').as('month'),
          sql<number>`count(*)::int`.as('n'),
        ])
        .where('jobs.job_type_id', '=', 2)
        .where('user_trackers.account_id', 'in', ids)
        .where(inRange('user_trackers.created_at'))
        .groupBy(['user_trackers.account_id', 'month'])
        .execute(),
    ],
    [
      'assessments_taken',
      db
        .selectFrom('user_attempts')
        .innerJoin('user_trackers', 'user_trackers.ref_id', 'user_attempts.ref_id')
        .select([
          'user_trackers.account_id',
          monthOf('user_attempts.submitted_at').as('month'),
          sql<number>`count(*)::int`.as('n'),
        ])
        .where('user_trackers.account_id', 'in', ids)
        .where(inRange('user_attempts.submitted_at'))
        .groupBy(['user_trackers.account_id', 'month'])
        .execute(),
    ],
    [
      'video_minutes',
      db
        .selectFrom('video_answers')
        .innerJoin('user_trackers', 'user_trackers.ref_id', 'video_answers.ref_id')
        .select([
          'user_trackers.account_id',
          monthOf('video_answers.created_at').as('month'),
          sql<string>`coalesce(sum(video_answers.duration_seconds), 0) / 60.0`.as('n'),
        ])
        .where('video_answers.status', '=', 'ready')
        .where('user_trackers.account_id', 'in', ids)
        .where(inRange('video_answers.created_at'))
        .groupBy(['user_trackers.account_id', 'month'])
        .execute(),
    ],
    [
      'mails_sent',
      db
        .selectFrom('mail_outbox')
        .select([
          sql<number>`mail_outbox.account_id`.as('account_id'),
          monthOf('mail_outbox.sent_at').as('month'),
          sql<number>`count(*)::int`.as('n'),
        ])
        .where('mail_outbox.status', '=', 'sent')
        .where('mail_outbox.account_id', 'in', ids)
        .where(inRange('mail_outbox.sent_at'))
        .groupBy(['mail_outbox.account_id', 'month'])
        .execute(),
    ],
  ];

  const months = monthsBetween(options.from, options.to);
  const table = new Map<string, CompanyUsage>();
  for (const account of accounts) {
    for (const month of months) {
      table.set(`${account.account_id}|${month}`, {
        account_id: account.account_id,
        account_name: account.name,
        month,
        requisitions: 0,
        applications: 0,
        assessments_taken: 0,
        video_minutes: 0,
        mails_sent: 0,
      });
    }
  }
  for (const [measure, pending] of measures) {
    for (const row of await pending) {
      const entry = table.get(`${row.account_id}|${row.month}`);
      if (!entry) continue;
      const value = Number(row.n ?? 0);
      entry[measure] = measure === 'video_minutes' ? Math.round(value * 10) / 10 : value;
    }
  }
  return [...table.values()];
}
