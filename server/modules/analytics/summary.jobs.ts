/**
 * The 'dashboard-summaries' job (decision D143): every SUMMARY_REFRESH_MS it takes the
 * (company, requisition) marks the triggers left since its last run, recounts those requisitions'
 * summary rows, and sets every company's refreshed_at to the moment it took the marks: the
 * figures then hold every write committed before it. All of it in one transaction, so a failed
 * run leaves the marks for the queue's retry. A write committed while it runs leaves a mark the
 * next run takes.
 */
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { RecurringJob } from '../../jobs/recurring.ts';
import { recount } from './summary.store.ts';

export const DASHBOARD_SUMMARIES_JOB = 'dashboard-summaries';
/** How often the summaries are brought up to date: the screen says "Figures as of" that time. */
export const SUMMARY_REFRESH_MS = 60_000;

/** One run; returns the requisitions recounted. */
export async function refreshDashboardSummaries(db: Db): Promise<number> {
  return db.transaction().execute(async (trx) => {
    // The recount's estimates are rough (a lateral read per application): compiling it costs more than it saves.
    await sql`set local jit = off`.execute(trx);
    // now() is the transaction's start, before the marks are taken: never later than the figures.
    const now = await sql<{ at: Date }>`select now() as at`.execute(trx);
    const taken = await sql<{ job_id: number }>`with taken as (delete from dashboard_summary_changes returning job_id) select distinct job_id from taken`.execute(trx);
    const jobIds = taken.rows.map((r) => r.job_id);
    await recount(trx, jobIds);
    await sql`insert into dashboard_summary_state (account_id, refreshed_at) select account_id, ${now.rows[0]!.at} from accounts
      on conflict (account_id) do update set refreshed_at = excluded.refreshed_at`.execute(trx);
    return jobIds.length;
  });
}

export const dashboardSummariesJob: RecurringJob = {
  kind: DASHBOARD_SUMMARIES_JOB,
  everyMs: SUMMARY_REFRESH_MS,
  run: async (db) => {
    await refreshDashboardSummaries(db);
  },
};
