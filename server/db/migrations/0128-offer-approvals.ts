/**
 * Offer approvals (D320). `offer_approvers` is a company's approval chain: the staff who approve
 * each offer, in order, before it may be sent. `offer_approvals` is one offer's round: the chain as
 * it was when the recruiter asked, each approver's turn and answer (approved, or sent back with a
 * comment). A changed draft or a new request starts a new round; sending waits for the last approval.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table offer_approvers (
    account_id integer not null references accounts (account_id) on delete cascade,
    approval_order integer not null check (approval_order between 1 and 10),
    user_id integer not null references users (user_id) on delete cascade,
    primary key (account_id, approval_order),
    unique (account_id, user_id)
  )`.execute(db);
  await sql`create table offer_approvals (
    offer_approval_id serial primary key,
    offer_id integer not null references offers (offer_id) on delete cascade,
    approval_order integer not null check (approval_order between 1 and 10),
    user_id integer references users (user_id) on delete set null,
    name text not null,
    email text not null,
    status text not null default 'waiting' check (status in ('waiting', 'pending', 'approved', 'sent_back')),
    comment text,
    decided_at timestamptz,
    unique (offer_id, approval_order)
  )`.execute(db);
  await sql`create index offer_approvals_pending_idx on offer_approvals (user_id) where status = 'pending'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists offer_approvals`.execute(db);
  await sql`drop table if exists offer_approvers`.execute(db);
}
