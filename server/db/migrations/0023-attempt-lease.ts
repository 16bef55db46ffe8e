/**
 * The server's lease on an attempt (offline promise 10, D73 "One writer across
 * devices"): the device that writes an attempt holds it until `lease_expires_at`, renewed by its
 * writes and heartbeats. Another device may take the attempt over once the lease has lapsed; each
 * take-over is a row of `user_attempt_handovers`, so a former holder's late answers can be judged
 * by the moment it lost the attempt. `user_answers.device_id` says which device wrote an answer.
 */
import { sql, type Kysely } from 'kysely';

const statements = [
  `alter table user_attempts
     add column lease_device_id text,
     add column lease_expires_at timestamptz,
     add column last_active_at timestamptz,
     add column taken_over_at timestamptz`,
  `alter table user_answers add column device_id text`,
  `create table user_attempt_handovers (
     handover_id serial primary key,
     attempt_id uuid not null references user_attempts (attempt_id) on delete cascade,
     -- null when the attempt had no holder (written before leases, or without a device id)
     from_device_id text,
     to_device_id text not null,
     taken_over_at timestamptz not null default now()
   )`,
  `create index user_attempt_handovers_from_idx on user_attempt_handovers (attempt_id, from_device_id)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('drop table if exists user_attempt_handovers').execute(db);
  await sql.raw('alter table user_answers drop column if exists device_id').execute(db);
  await sql
    .raw(
      'alter table user_attempts drop column if exists lease_device_id, drop column if exists lease_expires_at, drop column if exists last_active_at, drop column if exists taken_over_at',
    )
    .execute(db);
}
