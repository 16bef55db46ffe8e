/**
 * Calendar sync (D209). `calendar_connections`: an interviewer's CalDAV
 * account (server address, user name, password or app token; the secret is read by the server
 * only), the calendar interviews are written to (the first that takes events, found by the test) and how its last use went. `interview_calendar_events`: per interview and interviewer,
 * where the interview's event sits in their calendar and whether the last write worked, so a
 * move replaces the same event and a cancellation deletes it. `accounts.meeting_base_url`: the
 * company's conferencing address (for example a Jitsi server) under which each interview gets an
 * unguessable room.
 */
import { sql, type Kysely } from 'kysely';

const statements = [
  `create table calendar_connections (
     user_id integer primary key references users (user_id) on delete cascade,
     server_url text not null,
     username text not null,
     secret text not null,
     calendar_url text not null default '',
     status text not null default 'unchecked' check (status in ('unchecked', 'connected', 'failing')),
     last_error text not null default '',
     checked_at timestamptz,
     updated_at timestamptz not null default now()
   )`,
  `create table interview_calendar_events (
     interview_id integer not null references interviews (interview_id) on delete cascade,
     user_id integer not null references users (user_id) on delete cascade,
     event_url text not null default '',
     state text not null default 'pending' check (state in ('pending', 'synced', 'failing')),
     last_error text not null default '',
     updated_at timestamptz not null default now(),
     primary key (interview_id, user_id)
   )`,
  `create index interview_calendar_events_user on interview_calendar_events (user_id)`,
  `alter table accounts add column meeting_base_url text not null default ''`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('drop table if exists interview_calendar_events').execute(db);
  await sql.raw('drop table if exists calendar_connections').execute(db);
  await sql.raw('alter table accounts drop column if exists meeting_base_url').execute(db);
}
