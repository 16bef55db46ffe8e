/**
 * Video and audio answers: the questions of a 'video' activity and the answers the
 * candidates upload through tus. An answer row is created when its upload starts (status
 * uploading); it becomes ready only after its checked file has been moved to storage_path, so a
 * crash can leave an unfinished upload but never a ready answer without its file.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('video_questions')
    .addColumn('video_question_id', 'serial', (c) => c.primaryKey())
    .addColumn('job_step_activity_id', 'integer', (c) =>
      c.notNull().references('job_step_activities.job_step_activity_id').onDelete('cascade'),
    )
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('media', 'text', (c) =>
      c
        .notNull()
        .defaultTo('video')
        .check(sql`media in ('video', 'audio')`),
    )
    .addColumn('time_limit_seconds', 'integer', (c) => c.notNull().check(sql`time_limit_seconds between 5 and 1800`))
    .addColumn('max_retakes', 'integer', (c) => c.check(sql`max_retakes >= 0`))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('video_questions_activity_idx')
    .on('video_questions')
    .column('job_step_activity_id')
    .execute();

  await db.schema
    .createTable('video_answers')
    .addColumn('video_answer_id', 'serial', (c) => c.primaryKey())
    .addColumn('ref_id', 'uuid', (c) => c.notNull().references('user_trackers.ref_id').onDelete('cascade'))
    .addColumn('job_step_activity_id', 'integer', (c) =>
      c.notNull().references('job_step_activities.job_step_activity_id').onDelete('cascade'),
    )
    .addColumn('video_question_id', 'integer', (c) =>
      c.notNull().references('video_questions.video_question_id').onDelete('cascade'),
    )
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.user_id').onDelete('cascade'))
    // The tus upload id (the file name under DATA_DIR/uploads/tus while uploading).
    .addColumn('upload_id', 'text', (c) => c.notNull().unique())
    .addColumn('storage_path', 'text', (c) => c.notNull())
    .addColumn('content_type', 'text')
    .addColumn('size_bytes', 'bigint', (c) => c.notNull())
    .addColumn('sha256', 'text')
    .addColumn('duration_seconds', 'numeric(8, 2)')
    .addColumn('duration_source', 'text')
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('uploading')
        .check(sql`status in ('uploading', 'checking', 'ready', 'refused')`),
    )
    .addColumn('refusal_reason', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('ready_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('video_answers_ref_question_idx')
    .on('video_answers')
    .columns(['ref_id', 'video_question_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('video_answers').ifExists().execute();
  await db.schema.dropTable('video_questions').ifExists().execute();
}
