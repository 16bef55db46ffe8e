/**
 * Captions a person wrote or checked (decision D241). `captions_checked_by` and `_at` on an
 * answer's processing say who wrote or corrected its captions and when; a machine never replaces
 * them. An answer submitted before processing existed has no row; writing its captions makes one,
 * whose transcode status is `original` (nothing made, the recording plays as it is).
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table video_processing add column captions_checked_by integer references users (user_id) on delete set null`.execute(
    db,
  );
  await sql`alter table video_processing add column captions_checked_at timestamptz`.execute(db);
  await sql`alter table video_processing drop constraint video_processing_transcode_status_check`.execute(db);
  await sql`alter table video_processing add constraint video_processing_transcode_status_check
    check (transcode_status in ('original', 'preparing', 'ready', 'failed', 'unavailable'))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from video_processing where transcode_status = 'original'`.execute(db);
  await sql`alter table video_processing drop constraint video_processing_transcode_status_check`.execute(db);
  await sql`alter table video_processing add constraint video_processing_transcode_status_check
    check (transcode_status in ('preparing', 'ready', 'failed', 'unavailable'))`.execute(db);
  await sql`alter table video_processing drop column if exists captions_checked_at`.execute(db);
  await sql`alter table video_processing drop column if exists captions_checked_by`.execute(db);
}
