/**
 * Account security (D205). `sign_in_sessions` describes each
 * session (a refresh-token family) for its owner's sessions page: the device's user agent, the
 * address it last came from, when it signed in and when it last refreshed. The audit trail is
 * append-only: a trigger refuses every DELETE and every UPDATE except erasure's (the IP set to
 * null and the details emptied, data-rights personal-data.ts), so no endpoint, bug or operator
 * statement rewrites who did what. The company's audit log reads by account and date.
 */
import { sql, type Kysely } from 'kysely';

const statements = [
  `create table sign_in_sessions (
     family_id uuid primary key,
     user_id integer not null references users (user_id) on delete cascade,
     user_agent text not null default '',
     ip text,
     created_at timestamptz not null default now(),
     last_used_at timestamptz not null default now()
   )`,
  `create index sign_in_sessions_user_idx on sign_in_sessions (user_id, last_used_at desc)`,
  `create index audit_events_account_idx on audit_events (account_id, occurred_at desc) where account_id is not null`,
  `create function audit_events_append_only() returns trigger language plpgsql as $$
   begin
     if tg_op = 'DELETE' then
       raise exception 'audit_events entries cannot be deleted' using errcode = 'P0001';
     end if;
     if new.audit_event_id <> old.audit_event_id or new.occurred_at <> old.occurred_at or new.event <> old.event
        or new.actor_user_id is distinct from old.actor_user_id
        or new.subject_user_id is distinct from old.subject_user_id
        or new.account_id is distinct from old.account_id
        or (new.ip is not null and new.ip is distinct from old.ip)
        or (new.details <> '{}'::jsonb and new.details <> old.details) then
       raise exception 'audit_events entries cannot be changed (only erasure clears their ip and details)' using errcode = 'P0001';
     end if;
     return new;
   end $$`,
  `create trigger audit_events_append_only before update or delete on audit_events
     for each row execute function audit_events_append_only()`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('drop trigger if exists audit_events_append_only on audit_events').execute(db);
  await sql.raw('drop function if exists audit_events_append_only()').execute(db);
  await sql.raw('drop index if exists audit_events_account_idx').execute(db);
  await sql.raw('drop table if exists sign_in_sessions').execute(db);
}
