/**
 * The server's lease on activities whose run is one per activity (offline promise 10, D74): the
 * skills test's run and the language test's parts. The lease is
 * kept per (tracker, activity) in `activity_leases`, with the same rules as the answer attempts'
 * lease of migration 0023 (server/modules/attempt-lease); each take-over is a row of
 * `activity_lease_handovers`. The answers record which device wrote them (`device_id`), so a former
 * holder's late answers yield to the new holder's.
 */
import { sql, type Kysely } from 'kysely';

const statements = [
  `create table activity_leases (
     ref_id uuid not null references user_trackers (ref_id) on delete cascade,
     job_step_activity_id integer not null references job_step_activities (job_step_activity_id) on delete cascade,
     lease_device_id text,
     lease_expires_at timestamptz,
     last_active_at timestamptz,
     taken_over_at timestamptz,
     primary key (ref_id, job_step_activity_id)
   )`,
  `create table activity_lease_handovers (
     handover_id serial primary key,
     ref_id uuid not null,
     job_step_activity_id integer not null,
     from_device_id text,
     to_device_id text not null,
     taken_over_at timestamptz not null default now(),
     foreign key (ref_id, job_step_activity_id) references activity_leases (ref_id, job_step_activity_id) on delete cascade
   )`,
  `create index activity_lease_handovers_from_idx on activity_lease_handovers (ref_id, job_step_activity_id, from_device_id)`,
  `alter table user_skills_test_answers add column device_id text`,
  `alter table user_vendor_answers add column device_id text`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('alter table user_vendor_answers drop column if exists device_id').execute(db);
  await sql.raw('alter table user_skills_test_answers drop column if exists device_id').execute(db);
  await sql.raw('drop table if exists activity_lease_handovers').execute(db);
  await sql.raw('drop table if exists activity_leases').execute(db);
}
