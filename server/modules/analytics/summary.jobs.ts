/**
 * The 'dashboard-summaries' job (decisions D143, D157): every SUMMARY_REFRESH_MS it takes the
 * applications the triggers marked since its last run (a plan change marks its requisition, which
 * becomes a mark per application of it) and recounts them, up to BATCH_SIZE at a time (all the
 * marks of an application go with its first), each batch in its
 * own transaction, so a first build or a bulk import never holds one long transaction. The batch
 * that finds no mark left sets every company's refreshed_at to its transaction's start: every
 * write committed before then is counted, because a write leaves its mark in the same commit and a
 * write after an application's recount marks it again. A failed batch leaves its marks for the
 * queue's retry. The worker's run of the job then brings the job-profile dashboards' summaries up to
 * date (D164): job profiles read analytics, so server/job-worker.ts joins the two (D404).
 */
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { RecurringJob } from '../../jobs/recurring.ts';
import { recountApplications } from './summary.refresh.ts';

export const DASHBOARD_SUMMARIES_JOB = 'dashboard-summaries';
/** How often the summaries are brought up to date: the screen says "Figures as of" that time. */
export const SUMMARY_REFRESH_MS = 60_000;
/** Applications recounted per transaction. */
export const BATCH_SIZE = 5_000;
/** A run stops taking batches after this long, well inside the queue's lease; the next run goes on. */
const RUN_BUDGET_MS = 120_000;

/** One batch; returns how many applications it recounted and whether the marks ran out. */
async function refreshBatch(db: Db): Promise<{ applications: number; done: boolean }> {
  return db.transaction().execute(async (trx) => {
    // The recount's estimates are rough: compiling it costs more than it saves.
    await sql`set local jit = off`.execute(trx);
    // now() is the transaction's start, before the marks are taken: never later than the figures.
    const now = await sql<{ at: Date }>`select now() as at`.execute(trx);
    await sql`with taken as (delete from dashboard_summary_changes returning job_id)
      insert into dashboard_application_changes (ref_id)
      select ref_id from user_trackers where job_id in (select job_id from taken)
      union select ref_id from dashboard_applications where job_id in (select job_id from taken)`.execute(trx);
    await sql`create temporary table dashboard_refs on commit drop as
      with batch as (select ref_id from dashboard_application_changes order by change_id limit ${BATCH_SIZE}),
      taken as (delete from dashboard_application_changes where ref_id in (select ref_id from batch) returning ref_id)
      select distinct ref_id from taken`.execute(trx);
    const count = await sql<{ n: number }>`select count(*)::int as n from dashboard_refs`.execute(trx);
    const applications = count.rows[0]!.n;
    if (applications > 0) await recountApplications(trx);
    const left = await sql`select 1 from dashboard_application_changes limit 1`.execute(trx);
    const done = left.rows.length === 0;
    if (done) {
      await sql`insert into dashboard_summary_state (account_id, refreshed_at) select account_id, ${now.rows[0]!.at} from accounts
        on conflict (account_id) do update set refreshed_at = excluded.refreshed_at`.execute(trx);
    }
    return { applications, done };
  });
}

/** The tables the dashboards read, whose statistics a large recount changes. */
const SUMMARY_TABLES = [
  'dashboard_day_counts',
  'dashboard_step_day_counts',
  'dashboard_activity_day_counts',
  'dashboard_applications',
  'dashboard_step_spans',
  'dashboard_attribute_scores',
  'dashboard_attribute_day_bins',
];

/**
 * One run: batches until no mark is left or the budget is spent; returns the applications recounted.
 * After a run of at least a batch (a first build, a bulk import) the summary tables are analysed at
 * once: without statistics the planner takes a requisition's tens of thousands of rows for one and
 * joins them to `jobs` by a scan per row (decision D173).
 */
export async function refreshDashboardSummaries(db: Db, budgetMs = RUN_BUDGET_MS): Promise<number> {
  const start = Date.now();
  let total = 0;
  for (;;) {
    const { applications, done } = await refreshBatch(db);
    total += applications;
    if (done || Date.now() - start > budgetMs) break;
  }
  if (total >= BATCH_SIZE) await sql`analyze ${sql.join(SUMMARY_TABLES.map((table) => sql.table(table)))}`.execute(db);
  return total;
}

export const dashboardSummariesJob: RecurringJob = {
  kind: DASHBOARD_SUMMARIES_JOB,
  everyMs: SUMMARY_REFRESH_MS,
  run: async (db) => {
    await refreshDashboardSummaries(db);
  },
};
