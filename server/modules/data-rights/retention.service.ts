/**
 * A company's retention period: applicants it did not hire, with no activity for that many months,
 * are anonymised (erasure.service.ts anonymiseApplications) by the daily sweep. The preview counts
 * the same applications the sweep would take now.
 */
import type { FileStorage } from '../../storage/file-storage.ts';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { audit } from '../../audit/audit-trail.ts';
import { anonymiseApplications } from './erasure.service.ts';

/** Applications of the company, not hired, whose last sign of life is older than `months`. */
export async function applicationsPastRetention(db: Db, accountId: number, months: number): Promise<string[]> {
  const { rows } = await sql<{ ref_id: string }>`
    select t.ref_id from user_trackers t
    join users u on u.user_id = t.user_id
    where t.account_id = ${accountId}
      and t.status <> 'hired'
      and u.erased_at is null
      and greatest(
        t.created_at,
        coalesce(t.rejected_at, t.created_at),
        coalesce((select max(completed_at) from user_step_activities s where s.ref_id = t.ref_id), t.created_at),
        coalesce((select max(greatest(a.created_at, a.submitted_at, a.last_active_at)) from user_attempts a where a.ref_id = t.ref_id), t.created_at)
      ) < now() - make_interval(months => ${months})
    order by t.created_at`.execute(db);
  return rows.map((row) => row.ref_id);
}

export async function countPastRetention(db: Db, accountId: number, months: number): Promise<number> {
  return (await applicationsPastRetention(db, accountId, months)).length;
}

/** Runs every company's retention period; returns how many applications were anonymised. */
export async function sweepRetention(db: Db, storage: FileStorage): Promise<number> {
  const companies = await db
    .selectFrom('accounts')
    .select(['account_id', 'applicant_retention_months'])
    .where('applicant_retention_months', 'is not', null)
    .execute();
  let total = 0;
  for (const company of companies) {
    const months = company.applicant_retention_months!;
    const refs = await applicationsPastRetention(db, company.account_id, months);
    if (refs.length === 0) continue;
    const done = await anonymiseApplications(db, storage, refs);
    total += done;
    await audit(db, {
      event: 'applicants_anonymised',
      accountId: company.account_id,
      details: { applications: done, retention_months: months },
    });
  }
  return total;
}
