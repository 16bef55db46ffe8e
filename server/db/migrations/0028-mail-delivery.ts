/**
 * What delivering the outbox through SMTP needs (server/integrations/mail-delivery.ts): a status
 * with its life cycle (queued -> sending -> sent | failed | uncertain), the attempts and when the
 * next is due, the lease of the worker that is sending the row, the last error, a Message-ID fixed
 * at the first attempt, and who sends (the company, for its send rate and sender name, and the
 * reply-to). Rows queued before this migration stay queued.
 */
import { sql, type Kysely } from 'kysely';

const statements = [
  `alter table mail_outbox
     add column account_id integer references accounts (account_id) on delete set null,
     add column reason text not null default 'notice',
     add column from_name text,
     add column reply_to text,
     add column message_id text unique,
     add column attempts integer not null default 0,
     add column next_attempt_at timestamptz not null default now(),
     add column last_attempt_at timestamptz,
     add column lease_until timestamptz,
     add column last_error text`,
  `alter table mail_outbox add constraint mail_outbox_status_check
     check (status in ('queued', 'sending', 'sent', 'failed', 'uncertain'))`,
  `create index mail_outbox_due_idx on mail_outbox (next_attempt_at, mail_id) where status = 'queued'`,
  `create index mail_outbox_rate_idx on mail_outbox ((coalesce(account_id, 0)), last_attempt_at)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('drop index if exists mail_outbox_rate_idx').execute(db);
  await sql.raw('drop index if exists mail_outbox_due_idx').execute(db);
  await sql.raw('alter table mail_outbox drop constraint if exists mail_outbox_status_check').execute(db);
  for (const column of [
    'last_error',
    'lease_until',
    'last_attempt_at',
    'next_attempt_at',
    'attempts',
    'message_id',
    'reply_to',
    'from_name',
    'reason',
    'account_id',
  ]) {
    await sql.raw(`alter table mail_outbox drop column if exists ${column}`).execute(db);
  }
}
