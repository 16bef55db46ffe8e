/**
 * Messaging (SMS) (D236). `sms_connections`: a company's one provider
 * (SMPP or the HTTP shape): its address, user name, password or API key (read by the server only,
 * never sent back), the rate it may send at, and the last check's status, reason and time.
 * `sms_messages`: every text sent or received, by the candidate's phone number (the thread), with
 * its status (outbox while no provider is connected) and the provider's reason when it failed.
 * `sms_opt_outs`: per company and number, whether it replied STOP (and the START since), and when.
 */
import { sql, type Kysely } from 'kysely';

const statements = [
  `create table sms_connections (
     account_id integer primary key references accounts (account_id) on delete cascade,
     adapter text not null check (adapter in ('smpp', 'http')),
     address text not null,
     username text not null default '',
     secret text not null,
     rate_per_minute integer not null default 60 check (rate_per_minute > 0),
     status text not null default 'unchecked' check (status in ('unchecked', 'connected', 'failing')),
     last_error text not null default '',
     checked_at timestamptz,
     updated_at timestamptz not null default now()
   )`,
  `create table sms_messages (
     sms_id integer generated always as identity primary key,
     account_id integer not null references accounts (account_id) on delete cascade,
     ref_id uuid,
     direction text not null check (direction in ('outbound', 'inbound')),
     phone_number text not null,
     sender_number text not null default '',
     body text not null,
     segments integer not null,
     encoding text not null check (encoding in ('GSM-7', 'UCS-2')),
     status text not null check (status in ('outbox', 'queued', 'sent', 'delivered', 'failed', 'received')),
     provider_id text not null default '',
     last_error text not null default '',
     attempts integer not null default 0,
     sent_by_user_id integer references users (user_id) on delete set null,
     created_at timestamptz not null default now(),
     sent_at timestamptz,
     delivered_at timestamptz
   )`,
  `create index sms_messages_thread on sms_messages (account_id, phone_number, created_at)`,
  `create index sms_messages_provider on sms_messages (account_id, provider_id) where provider_id <> ''`,
  `create index sms_messages_sent on sms_messages (account_id, sent_at) where sent_at is not null`,
  `create table sms_opt_outs (
     account_id integer not null references accounts (account_id) on delete cascade,
     phone_number text not null,
     opted_out boolean not null,
     keyword text not null,
     changed_at timestamptz not null default now(),
     primary key (account_id, phone_number)
   )`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw('drop table if exists sms_opt_outs; drop table if exists sms_messages; drop table if exists sms_connections')
    .execute(db);
}
