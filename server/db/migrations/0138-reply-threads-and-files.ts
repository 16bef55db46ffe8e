/**
 * Replies in threads, with their files (D313): each reply names its thread (the first reply of the
 * conversation) and the Message-ID it answered; an outgoing mail remembers the application it was
 * about (its candidate's mail only), the message it answers (In-Reply-To, References) and the
 * thread of the reply it answers, so a reply to that answer lands in the same thread. A reply's
 * attachments are kept as the application's documents, naming the reply; those refused are named
 * on the reply with the reason.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table application_replies
    add column thread_id integer references application_replies(reply_id) on delete set null,
    add column in_reply_to text,
    add column refused_files jsonb not null default '[]'::jsonb`.execute(db);
  await sql`create index application_replies_message on application_replies (ref_id, message_id)`.execute(db);
  await sql`alter table mail_outbox
    add column ref_id uuid references user_trackers(ref_id) on delete set null,
    add column in_reply_to text,
    add column reference_ids text,
    add column reply_thread_id integer references application_replies(reply_id) on delete set null`.execute(db);
  await sql`create index mail_outbox_message_id on mail_outbox (message_id) where ref_id is not null`.execute(db);
  await sql`alter table applicant_documents
    add column reply_id integer references application_replies(reply_id) on delete set null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table applicant_documents drop column if exists reply_id`.execute(db);
  await sql`drop index if exists mail_outbox_message_id`.execute(db);
  await sql`alter table mail_outbox drop column if exists reply_thread_id, drop column if exists reference_ids,
    drop column if exists in_reply_to, drop column if exists ref_id`.execute(db);
  await sql`drop index if exists application_replies_message`.execute(db);
  await sql`alter table application_replies drop column if exists refused_files, drop column if exists in_reply_to,
    drop column if exists thread_id`.execute(db);
}
