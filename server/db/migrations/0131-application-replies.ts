/**
 * Replies come back (D298): each application gets an unguessable reply token, the local part of the
 * Reply-To its candidate mails carry (reply+<token>@<the company's reply domain>); a mail received
 * over SMTP for a known token is kept as a reply on that application, unread until one of its staff
 * opens it. A company without a reply domain sends its mail with the sender's address as before.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table accounts add column reply_domain text`.execute(db);
  await sql`create table application_reply_tokens (
    ref_id uuid primary key references user_trackers(ref_id) on delete cascade,
    token text not null unique,
    created_at timestamptz not null default now()
  )`.execute(db);
  await sql`create table application_replies (
    reply_id serial primary key,
    ref_id uuid not null references user_trackers(ref_id) on delete cascade,
    account_id integer not null references accounts(account_id) on delete cascade,
    from_address text not null,
    from_name text not null default '',
    subject text not null default '',
    text_body text not null default '',
    message_id text,
    received_at timestamptz not null default now(),
    read_at timestamptz,
    read_by_user_id integer references users(user_id) on delete set null
  )`.execute(db);
  await sql`create index application_replies_ref on application_replies (ref_id, received_at)`.execute(db);
  await sql`create index application_replies_unread on application_replies (account_id) where read_at is null`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists application_replies`.execute(db);
  await sql`drop table if exists application_reply_tokens`.execute(db);
  await sql`alter table accounts drop column if exists reply_domain`.execute(db);
}
