/** The Hiring Classes dashboard: the company's classes starting in the range, and hires in no class. */
import { sql } from 'kysely';
import type { HiringClassReport } from '../../../contracts/hiring-classes.ts';
import type { Db } from '../../db/database.ts';
import { apps, type Scope } from './analytics.store.ts';

export async function hiringClasses(db: Db, scope: Scope): Promise<HiringClassReport> {
  const conditions = [
    sql`hc.account_id = ${scope.accountId}`,
    sql`hc.starts_on between ${scope.from}::date and ${scope.to}::date`,
    sql`j.deleted_at is null`,
  ];
  if (scope.jobId !== undefined) conditions.push(sql`hc.job_id = ${scope.jobId}`);
  if (scope.jobIds.length) conditions.push(sql`hc.job_id in (${sql.join(scope.jobIds)})`);
  if (scope.locations.length)
    conditions.push(sql`concat_ws(', ', nullif(j.city, ''), nullif(j.state, '')) in (${sql.join(scope.locations)})`);
  const [classes, unassigned] = await Promise.all([
    sql<HiringClassReport['classes'][number]>`
      select hc.hiring_class_id, hc.job_id, j.title as job_title, hc.name, to_char(hc.starts_on, 'YYYY-MM-DD') as starts_on, hc.seats, hc.status,
        (select count(*)::int from hiring_class_members m where m.hiring_class_id = hc.hiring_class_id) as members
      from hiring_classes hc join jobs j on j.job_id = hc.job_id
      where ${sql.join(conditions, sql` and `)}
      order by hc.starts_on, hc.hiring_class_id`.execute(db),
    sql<{ n: number }>`with ${apps(scope)}
      select count(*)::int as n from apps ap
      where ap.status = 'hired' and not exists (select 1 from hiring_class_members m where m.ref_id = ap.ref_id)`.execute(
      db,
    ),
  ]);
  return {
    range: { from_date: scope.from, to_date: scope.to },
    classes: classes.rows,
    unassigned_hires: unassigned.rows[0]!.n,
  };
}
