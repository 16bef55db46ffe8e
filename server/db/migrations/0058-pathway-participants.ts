/**
 * Pathway participants added by staff (D130): the employee behind a pathway tracker and the
 * supervisor email given when they were added. The tracker itself is an ordinary user_trackers
 * row (the participant takes the evaluation plan as a candidate does); participants who started
 * a pathway themselves (the career pathways link) have no row here.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table pathway_participants (
    ref_id uuid primary key references user_trackers (ref_id) on delete cascade,
    job_id integer not null references jobs (job_id) on delete cascade,
    employee_id integer references employees (employee_id) on delete set null,
    supervisor_email text check (supervisor_email is null or length(supervisor_email) between 3 and 254),
    added_by integer references users (user_id) on delete set null,
    created_at timestamptz not null default now()
  )`.execute(db);
  await sql`create index pathway_participants_job_idx on pathway_participants (job_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table pathway_participants`.execute(db);
}
