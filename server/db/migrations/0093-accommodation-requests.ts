/**
 * Accommodations a candidate asks for on one application, and the staff decision (decision D200).
 * A request names what it asks for (`kinds`: extra time, breaks, no visible countdown, screen-reader
 * mode) in the candidate's own words (`note`); staff approve or decline it, an approval of extra time
 * with the multiplier it grants (`time_multiplier`, copied to the application's `time_accommodation`,
 * which every timed item's deadline already reads). At most one request per application waits for a
 * decision; the rows stay as the record (also audited), removed with their application.
 */
import { sql, type Kysely } from 'kysely';

const statements = [
  `create table accommodation_requests (
    accommodation_request_id serial primary key,
    ref_id uuid not null references user_trackers (ref_id) on delete cascade,
    kinds text[] not null check (cardinality(kinds) between 1 and 4
      and kinds <@ array['extra_time', 'breaks', 'no_countdown', 'screen_reader']::text[]),
    note text not null default '' check (length(note) <= 2000),
    status text not null default 'pending' check (status in ('pending', 'approved', 'declined')),
    time_multiplier numeric(4, 2) check (time_multiplier in (1.25, 1.5, 2)),
    decision_note text not null default '' check (length(decision_note) <= 2000),
    requested_by integer references users (user_id) on delete set null,
    decided_by integer references users (user_id) on delete set null,
    created_at timestamptz not null default now(),
    decided_at timestamptz,
    check ((status = 'pending') = (decided_at is null))
  )`,
  `create index accommodation_requests_ref_idx on accommodation_requests (ref_id, created_at desc)`,
  `create unique index accommodation_requests_one_pending_idx on accommodation_requests (ref_id) where status = 'pending'`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('drop table if exists accommodation_requests').execute(db);
}
