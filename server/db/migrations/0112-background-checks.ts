/**
 * Background checks (D237). `background_check_connections`: a company's
 * account at the background-check provider (Checkr's API shape): the API key (read by the server
 * only: it authenticates our calls and is the key Checkr signs its webhooks with; never sent back),
 * the package candidates are invited to, and the last test's status, reason and time. A refused
 * webhook is kept in the audit log (settings show the last one).
 * `background_checks`: one check of one application, run by the provider or by hand (`manual`, the
 * default when nothing is connected): its status, result, the provider's ids, the invitation link,
 * the report (a provider report, or an applicant document staff attached) and the last failure.
 * `background_check_webhook_events`: the provider events already applied, so a replay is refused.
 */
import { sql, type Kysely } from 'kysely';

const statements = [
  `create table background_check_connections (
     account_id integer primary key references accounts (account_id) on delete cascade,
     provider text not null default 'checkr' check (provider in ('checkr')),
     api_key text not null,
     package text not null,
     status text not null default 'unchecked' check (status in ('unchecked', 'connected', 'failing')),
     last_error text not null default '',
     checked_at timestamptz,
     updated_at timestamptz not null default now()
   )`,
  `create table background_checks (
     check_id integer generated always as identity primary key,
     account_id integer not null references accounts (account_id) on delete cascade,
     ref_id uuid not null references user_trackers (ref_id) on delete cascade,
     provider text not null check (provider in ('manual', 'checkr')),
     status text not null check (status in ('requested', 'invited', 'in_progress', 'complete', 'suspended', 'disputed', 'canceled', 'expired', 'failed')),
     result text not null default '' check (result in ('', 'clear', 'consider')),
     package text not null default '',
     candidate_ref text not null default '',
     invitation_ref text not null default '',
     invitation_url text not null default '',
     report_ref text not null default '',
     document_id integer references applicant_documents (document_id) on delete set null,
     note text not null default '',
     last_error text not null default '',
     requested_by_user_id integer references users (user_id) on delete set null,
     created_at timestamptz not null default now(),
     updated_at timestamptz not null default now(),
     completed_at timestamptz
   )`,
  `create index background_checks_ref on background_checks (ref_id, created_at)`,
  `create index background_checks_invitation on background_checks (account_id, invitation_ref) where invitation_ref <> ''`,
  `create index background_checks_report on background_checks (account_id, report_ref) where report_ref <> ''`,
  `create table background_check_webhook_events (
     account_id integer not null references accounts (account_id) on delete cascade,
     event_id text not null,
     event_type text not null,
     received_at timestamptz not null default now(),
     primary key (account_id, event_id)
   )`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['background_check_webhook_events', 'background_checks', 'background_check_connections'])
    await sql.raw(`drop table if exists ${table}`).execute(db);
}
