/**
 * Interview scheduling. Each interviewer keeps a profile (their IANA time zone and a default
 * meeting link) and weekly hours per ISO weekday in that zone, with date exceptions (a day off, or
 * other hours that day). A booking link is a random token kept only as its SHA-256 hash, tied to
 * one interview and expiring; several may be live (the mailed one and one the signed-in candidate
 * asks for), and sending a new link retires the old ones. Every scheduling change is an event,
 * which also numbers the calendar invitations (SEQUENCE). Double booking is ruled out by locking
 * the panel's profile rows (ordered by user_id) before the overlap check, in the booking's
 * transaction.
 */
import { sql, type Kysely } from 'kysely';

const statements = [
  `create table interviewer_profiles (
     user_id integer primary key references users (user_id) on delete cascade,
     time_zone text not null default 'UTC',
     meeting_url text not null default '',
     updated_at timestamptz not null default now()
   )`,
  `create table interviewer_weekly_hours (
     user_id integer not null references users (user_id) on delete cascade,
     weekday integer not null check (weekday between 1 and 7),
     start_minute integer not null check (start_minute between 0 and 1439),
     end_minute integer not null check (end_minute between 1 and 1440),
     check (end_minute > start_minute),
     primary key (user_id, weekday, start_minute)
   )`,
  `create table interviewer_exceptions (
     user_id integer not null references users (user_id) on delete cascade,
     on_date date not null,
     -- both null: not available that day; otherwise these hours replace the weekly ones
     start_minute integer check (start_minute between 0 and 1439),
     end_minute integer check (end_minute between 1 and 1440),
     check ((start_minute is null) = (end_minute is null)),
     check (end_minute is null or end_minute > start_minute),
     primary key (user_id, on_date)
   )`,
  `create table interview_booking_links (
     token_hash text primary key,
     interview_id integer not null references interviews (interview_id) on delete cascade,
     expires_at timestamptz not null,
     created_by integer references users (user_id) on delete set null,
     created_at timestamptz not null default now()
   )`,
  `create index interview_booking_links_interview_idx on interview_booking_links (interview_id)`,
  `create table interview_schedule_events (
     event_id serial primary key,
     interview_id integer not null references interviews (interview_id) on delete cascade,
     kind text not null check (kind in ('requested', 'booked', 'rescheduled', 'scheduled', 'cancelled', 'declined')),
     starts_at timestamptz,
     actor_user_id integer references users (user_id) on delete set null,
     by_candidate boolean not null default false,
     created_at timestamptz not null default now()
   )`,
  `create index interview_schedule_events_interview_idx on interview_schedule_events (interview_id, event_id)`,
];

const TABLES = [
  'interview_schedule_events',
  'interview_booking_links',
  'interviewer_exceptions',
  'interviewer_weekly_hours',
  'interviewer_profiles',
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of TABLES) await db.schema.dropTable(table).ifExists().execute();
}
