/**
 * Dashboards mailed weekly (D340): a company's mailing names an account dashboard, PDF or CSV, an
 * ISO weekday, the dashboard's filters and its recipients (the company's staff; who still has
 * dashboard access is checked at each sending). `next_send_on` is the UTC day of the next sending;
 * the sender moves it a week on in the same transaction as it queues the mails.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table dashboard_mailings (
    mailing_id serial primary key,
    account_id integer not null references accounts (account_id) on delete cascade,
    dashboard text not null,
    format text not null check (format in ('pdf', 'csv')),
    weekday smallint not null check (weekday between 1 and 7),
    job_ids text,
    locations text,
    source_ids text,
    created_by integer references users (user_id) on delete set null,
    next_send_on date not null,
    last_sent_on date,
    created_at timestamptz not null default now()
  )`.execute(db);
  await sql`create index dashboard_mailings_due_idx on dashboard_mailings (next_send_on)`.execute(db);
  await sql`create index dashboard_mailings_account_idx on dashboard_mailings (account_id)`.execute(db);
  await sql`create table dashboard_mailing_recipients (
    mailing_id integer not null references dashboard_mailings (mailing_id) on delete cascade,
    user_id integer not null references users (user_id) on delete cascade,
    primary key (mailing_id, user_id)
  )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists dashboard_mailing_recipients`.execute(db);
  await sql`drop table if exists dashboard_mailings`.execute(db);
}
