/**
 * Video processing (D238). `video_processing`: per submitted recorded
 * answer, where its widely playable copy stands (preparing, ready, failed with the reason, or
 * unavailable when the server has no ffmpeg) and, when a transcription service is configured, its
 * captions and transcript. `video_answer_files`: the files made from an answer (the playable
 * copy, its poster frame, its WebVTT captions), one row each, so erasure and the archive find them
 * as they find the original. `video_service_checks`: the last "Test connection" of the kind at a company. The original stays in video_answers.storage_path, untouched.
 */
import { sql, type Kysely } from 'kysely';

const statements = [
  `create table video_processing (
     video_answer_id integer primary key references video_answers (video_answer_id) on delete cascade,
     ref_id uuid not null,
     account_id integer not null references accounts (account_id) on delete cascade,
     transcode_status text not null default 'preparing'
       check (transcode_status in ('preparing', 'ready', 'failed', 'unavailable')),
     transcode_reason text not null default '',
     captions_status text check (captions_status in ('preparing', 'ready', 'failed')),
     captions_reason text not null default '',
     transcript text,
     updated_at timestamptz not null default now()
   )`,
  `create index video_processing_account on video_processing (account_id, updated_at)`,
  `create table video_answer_files (
     video_answer_id integer not null references video_answers (video_answer_id) on delete cascade,
     role text not null check (role in ('playable', 'poster', 'captions')),
     ref_id uuid not null,
     storage_path text not null,
     content_type text not null,
     size_bytes bigint not null,
     created_at timestamptz not null default now(),
     primary key (video_answer_id, role)
   )`,
  `create table video_service_checks (
     account_id integer primary key references accounts (account_id) on delete cascade,
     status text not null check (status in ('connected', 'failing')),
     reason text not null default '',
     checked_at timestamptz not null default now()
   )`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('drop table if exists video_service_checks').execute(db);
  await sql.raw('drop table if exists video_answer_files').execute(db);
  await sql.raw('drop table if exists video_processing').execute(db);
}
