/**
 * An offer made from the application itself, at any stage, when the plan has no offer step (D370):
 * `offers.job_step_activity_id` may be null. One live offer per application without a step, as there
 * is one per offer step; finishing such an offer completes no activity.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table offers alter column job_step_activity_id drop not null`.execute(db);
  await sql`create unique index offers_live_per_application on offers (ref_id)
    where job_step_activity_id is null and status not in ('declined', 'expired', 'cancelled')`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists offers_live_per_application`.execute(db);
  await sql`delete from offers where job_step_activity_id is null`.execute(db);
  await sql`alter table offers alter column job_step_activity_id set not null`.execute(db);
}
