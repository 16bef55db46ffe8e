/**
 * A requisition's role (decision D141): the job profile it hires for, so it may score with one of
 * that profile's predictive models. Deleting a profile only soft-deletes it, so the link stays
 * valid; the requisition endpoints ignore a deleted profile.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql.raw('alter table jobs add column job_profile_id integer references jobs (job_id)').execute(db);
  await sql
    .raw('create index jobs_job_profile_idx on jobs (job_profile_id) where job_profile_id is not null')
    .execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('drop index if exists jobs_job_profile_idx').execute(db);
  await sql.raw('alter table jobs drop column if exists job_profile_id').execute(db);
}
