/**
 * A company's reply mailbox, polled over IMAP (D450), for companies that cannot point a reply
 * domain's MX at Assay (D298): where it is (host, port, how it is secured, the folder), who signs
 * in (the password sealed like every outside-service secret, D265), the address whose
 * plus-addresses the company's candidate mail answers to, how the last poll went, and where the
 * polls have read to (the folder's UIDVALIDITY and the last UID read).
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table reply_mailboxes (
    account_id integer primary key references accounts(account_id) on delete cascade,
    host text not null,
    port integer not null check (port between 1 and 65535),
    security text not null check (security in ('tls', 'starttls', 'none')),
    username text not null,
    secret text not null default '' constraint reply_mailboxes_secret_sealed
      check (secret = '' or secret like 'assay-sealed:%'),
    folder text not null default 'INBOX',
    address text not null,
    status text not null default 'unchecked' check (status in ('unchecked', 'connected', 'failing')),
    last_error text not null default '',
    checked_at timestamptz,
    uid_validity bigint,
    last_uid bigint not null default 0,
    replies_received integer not null default 0,
    last_reply_at timestamptz,
    updated_at timestamptz not null default now()
  )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists reply_mailboxes`.execute(db);
}
