/**
 * Files attached to file-type screening questions (contracts/screening-files.ts). The
 * device names each file (file_id) before uploading it, so a repeated upload finds its row. The
 * bytes live under DATA_DIR/uploads/screening-files; a row is written only after its file is in
 * place, and the start-up sweep removes files no row names.
 */
import { sql, type Kysely } from 'kysely';

const statements = [
  `create table screening_answer_files (
     file_id uuid primary key,
     user_id integer not null references users (user_id) on delete cascade,
     ref_id uuid not null references user_trackers (ref_id) on delete cascade,
     job_step_activity_id integer not null references job_step_activities (job_step_activity_id) on delete cascade,
     account_question_id integer not null references account_questions (account_question_id) on delete cascade,
     file_name text not null,
     content_type text not null,
     size_bytes integer not null check (size_bytes > 0),
     sha256 text not null,
     -- relative to DATA_DIR
     storage_path text not null,
     created_at timestamptz not null default now()
   )`,
  `create index screening_answer_files_ref_idx on screening_answer_files (ref_id, job_step_activity_id)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('drop table if exists screening_answer_files').execute(db);
}
