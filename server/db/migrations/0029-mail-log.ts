/**
 * The mail log reads the outbox newest first, for every company or for one
 * (server/modules/mail-log/mail-log.store.ts): one index for each, in the list's order, so a page
 * is read from the index instead of sorting the whole outbox.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index mail_outbox_log_idx on mail_outbox (created_at desc, mail_id desc)`.execute(db);
  await sql`create index mail_outbox_account_log_idx on mail_outbox (account_id, created_at desc, mail_id desc)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists mail_outbox_account_log_idx`.execute(db);
  await sql`drop index if exists mail_outbox_log_idx`.execute(db);
}
