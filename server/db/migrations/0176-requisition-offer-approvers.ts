/**
 * A requisition's own offer approval chain (D429): `job_offer_approvers` names, in order, the staff
 * who approve each offer made on that requisition, in place of the company's chain (0128, D320).
 * No row: the requisition follows the company's chain. Someone who leaves the company keeps their
 * row (their history) but is skipped wherever a chain is read.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table job_offer_approvers (
    job_id integer not null references jobs (job_id) on delete cascade,
    approval_order integer not null check (approval_order between 1 and 10),
    user_id integer not null references users (user_id) on delete cascade,
    primary key (job_id, approval_order),
    unique (job_id, user_id)
  )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists job_offer_approvers`.execute(db);
}
