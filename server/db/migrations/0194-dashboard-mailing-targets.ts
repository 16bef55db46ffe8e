/**
 * A requisition's dashboard and a custom dashboard may be mailed weekly too (D516): a mailing names
 * at most one of them. `job_id` names the requisition whose dashboard tab (`dashboard`) is mailed;
 * `custom_dashboard_id` the custom dashboard, whose `dashboard` is then 'custom'. Deleting either
 * deletes its mailings (and their recipients, 0145's cascade); neither set is a company dashboard's
 * mailing, as before.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table dashboard_mailings
    add column if not exists job_id integer references jobs (job_id) on delete cascade,
    add column if not exists custom_dashboard_id integer references custom_dashboards (dashboard_id) on delete cascade`.execute(
    db,
  );
  await sql`alter table dashboard_mailings add constraint dashboard_mailings_one_target_check
    check (job_id is null or custom_dashboard_id is null)`.execute(db);
  await sql`alter table dashboard_mailings add constraint dashboard_mailings_custom_kind_check
    check ((custom_dashboard_id is null) = (dashboard <> 'custom'))`.execute(db);
  await sql`create index if not exists dashboard_mailings_job_idx on dashboard_mailings (job_id)
    where job_id is not null`.execute(db);
  await sql`create index if not exists dashboard_mailings_custom_idx on dashboard_mailings (custom_dashboard_id)
    where custom_dashboard_id is not null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from dashboard_mailings where job_id is not null or custom_dashboard_id is not null`.execute(db);
  await sql`alter table dashboard_mailings
    drop constraint if exists dashboard_mailings_custom_kind_check,
    drop constraint if exists dashboard_mailings_one_target_check,
    drop column if exists custom_dashboard_id,
    drop column if exists job_id`.execute(db);
}
