/**
 * The hourly sweep of empty video uploads (D467) reads the answers still 'uploading', oldest id
 * first, a page at a time (video.store.ts staleUploading). Without an index of them it read every
 * video answer, almost all of them ready or refused, on every run, a cost growing with all the
 * answers ever kept; this partial index holds only the uploads in progress, which are few and
 * leave it once they finish (D485). Nothing else changes.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index if not exists video_answers_uploading_idx
    on video_answers (video_answer_id) where status = 'uploading'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists video_answers_uploading_idx`.execute(db);
}
