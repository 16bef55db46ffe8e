/**
 * The applicant list filtered by status and step status (D407): its count (`completed_activity_count`
 * between 0 and the plan's size, of one status) read every matching row from the table through
 * user_trackers_job_step_idx, whose entries hold no status: at scale 0.2 the largest requisition's
 * "active, in progress" list read 5,481 buffers, growing with the requisition. With the status
 * and the count in one index the count is an index-only scan (10 buffers there) and the page's
 * rows are found by the same index; nothing else changes (EXPLAIN in docs/benchmarks.md).
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index if not exists user_trackers_job_status_step_idx
    on user_trackers (job_id, status, completed_activity_count) where removed_at is null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists user_trackers_job_status_step_idx`.execute(db);
}
