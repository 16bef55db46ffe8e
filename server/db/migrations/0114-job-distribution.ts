/**
 * Job-posting distribution (D239). A job board is either read by the
 * board (`pull`: its XML feed, as before) or sent each posting (`push`) through an adapter
 * (`push_shape`) at the board's address with its API key (read by the server only; never sent
 * back). The last connection test's status, reason and time, as calendar connections keep theirs.
 * `job_board_pushes`: per board and posting, what was last sent (a digest and a short summary),
 * when, the board's id for it, and its state: queued, sent (the board has it, not yet live), live,
 * failed (with the board's reason) or closed. The posting id carries no foreign key: a deleted
 * posting's row stays, so the close still reaches the board.
 */
import { sql, type Kysely } from 'kysely';

const statements = [
  `alter table job_boards
     add column delivery text not null default 'pull' check (delivery in ('pull', 'push')),
     add column push_shape text not null default 'postings-json' check (push_shape in ('postings-json')),
     add column endpoint_url text not null default '',
     add column api_key text not null default '',
     add column push_status text not null default 'unchecked' check (push_status in ('unchecked', 'connected', 'failing')),
     add column push_error text not null default '',
     add column push_checked_at timestamptz`,
  `create table job_board_pushes (
     push_id integer generated always as identity primary key,
     account_id integer not null references accounts (account_id) on delete cascade,
     job_board_id integer not null references job_boards (job_board_id) on delete cascade,
     job_posting_id integer not null,
     job_id integer,
     title text not null default '',
     wanted text not null default 'open' check (wanted in ('open', 'closed')),
     status text not null default 'queued' check (status in ('queued', 'sent', 'live', 'failed', 'closed')),
     remote_id text not null default '',
     remote_url text not null default '',
     last_error text not null default '',
     payload_digest text not null default '',
     payload_summary jsonb not null default '{}'::jsonb,
     sent_at timestamptz,
     checked_at timestamptz,
     queued_at timestamptz not null default now(),
     created_at timestamptz not null default now(),
     updated_at timestamptz not null default now(),
     unique (job_board_id, job_posting_id)
   )`,
  `create index job_board_pushes_account on job_board_pushes (account_id)`,
  `create index job_board_pushes_posting on job_board_pushes (job_posting_id)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('drop table if exists job_board_pushes').execute(db);
  for (const column of [
    'delivery',
    'push_shape',
    'endpoint_url',
    'api_key',
    'push_status',
    'push_error',
    'push_checked_at',
  ])
    await sql.raw(`alter table job_boards drop column if exists ${column}`).execute(db);
}
