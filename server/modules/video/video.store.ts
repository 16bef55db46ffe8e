/** The only SQL of video answers: the activity in its tracker, questions, answers, completion. */
import { sql, type Insertable } from 'kysely';
import type { Db } from '../../db/database.ts';
import { ownActivityQuery, type OwnActivityFilter } from '../../db/own-activity.store.ts';
import type { VideoAnswersTable } from '../../db/schema.ts';

/** The tracker's owner and the activity when it is the user's own and belongs to the tracker's job. */
export async function findActivity(db: Db, refId: string, jobStepActivityId: number, filter: OwnActivityFilter) {
  return ownActivityQuery(db, refId, jobStepActivityId, filter)
    .select([
      't.ref_id',
      't.user_id',
      'j.title as job_title',
      'jsa.job_step_activity_id',
      'jsa.activity_type',
      'jsa.title',
      'usa.is_completed',
    ])
    .select((eb) =>
      eb
        .selectFrom('accounts as a')
        .select('a.default_language')
        .whereRef('a.account_id', '=', 'j.account_id')
        .as('default_language'),
    )
    .executeTakeFirst();
}

export async function questionsOf(db: Db, jobStepActivityId: number) {
  return db
    .selectFrom('video_questions')
    .select(['video_question_id', 'text', 'text_i18n', 'media', 'time_limit_seconds', 'max_retakes'])
    .where('job_step_activity_id', '=', jobStepActivityId)
    .orderBy('sort')
    .orderBy('video_question_id')
    .execute();
}

/** What a video question is read as, by the plan and by the candidate's answer (its versions included). */
export const QUESTION_COLUMNS = [
  'video_question_id',
  'job_step_activity_id',
  'text',
  'text_i18n',
  'media',
  'time_limit_seconds',
  'max_retakes',
] as const;

export async function question(db: Db, videoQuestionId: number) {
  return db
    .selectFrom('video_questions')
    .select(QUESTION_COLUMNS)
    .where('video_question_id', '=', videoQuestionId)
    .executeTakeFirst();
}

const ANSWER_COLUMNS = [
  'video_answer_id',
  'ref_id',
  'job_step_activity_id',
  'video_question_id',
  'user_id',
  'upload_id',
  'storage_path',
  'content_type',
  'size_bytes',
  'sha256',
  'duration_seconds',
  'status',
  'refusal_reason',
  'created_at',
  'ready_at',
] as const;

export async function answersOf(db: Db, refId: string, jobStepActivityId: number) {
  return db
    .selectFrom('video_answers')
    .select(ANSWER_COLUMNS)
    .where('ref_id', '=', refId)
    .where('job_step_activity_id', '=', jobStepActivityId)
    .orderBy('video_answer_id')
    .execute();
}

export async function answerByUpload(db: Db, uploadId: string) {
  return db.selectFrom('video_answers').select(ANSWER_COLUMNS).where('upload_id', '=', uploadId).executeTakeFirst();
}

export async function countTakes(db: Db, refId: string, videoQuestionId: number): Promise<number> {
  const row = await db
    .selectFrom('video_answers')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('ref_id', '=', refId)
    .where('video_question_id', '=', videoQuestionId)
    .where('status', '!=', 'refused')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * The candidate's uploads of one recording (its declared SHA-256 and size) for a question, in the
 * given statuses: 'uploading' ones a new creation of it resumes or replaces (D461, D467), a
 * 'checking' or 'ready' one the take it already is (D474).
 */
export async function copiesOf(
  db: Db,
  of: { ref_id: string; video_question_id: number; user_id: number; sha256: string; size_bytes: number },
  statuses: readonly ('uploading' | 'checking' | 'ready')[],
) {
  return db
    .selectFrom('video_answers')
    .select(['upload_id', 'status'])
    .where('ref_id', '=', of.ref_id)
    .where('video_question_id', '=', of.video_question_id)
    .where('user_id', '=', of.user_id)
    .where('sha256', '=', of.sha256)
    .where('size_bytes', '=', String(of.size_bytes))
    .where('status', 'in', statuses)
    .orderBy('video_answer_id')
    .execute();
}

/**
 * Uploads still 'uploading' created before `before`, none of an activity whose lease is live at
 * `now` (its screen is open on a device), in pages after `afterId`: what the empty-uploads sweep looks at (D467).
 */
export function staleUploadingQuery(db: Db, at: { before: Date; now: Date; afterId: number; limit: number }) {
  return db
    .selectFrom('video_answers as va')
    .select(['va.video_answer_id', 'va.upload_id'])
    .where('va.status', '=', 'uploading')
    .where('va.video_answer_id', '>', at.afterId)
    .where('va.created_at', '<', at.before)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('activity_leases as l')
            .select('l.ref_id')
            .whereRef('l.ref_id', '=', 'va.ref_id')
            .whereRef('l.job_step_activity_id', '=', 'va.job_step_activity_id')
            .where('l.lease_expires_at', '>', at.now),
        ),
      ),
    )
    .orderBy('va.video_answer_id')
    .limit(at.limit);
}

/** A page of staleUploadingQuery's uploads, found through video_answers_uploading_idx (migration 0192, D485). */
export const staleUploading = (db: Db, at: { before: Date; now: Date; afterId: number; limit: number }) =>
  staleUploadingQuery(db, at).execute();

/** Removes an answer still uploading (one that became checking meanwhile is kept). */
export async function deleteUploading(db: Db, uploadId: string): Promise<boolean> {
  const res = await db
    .deleteFrom('video_answers')
    .where('upload_id', '=', uploadId)
    .where('status', '=', 'uploading')
    .executeTakeFirst();
  return Number(res.numDeletedRows) > 0;
}

export async function insertAnswer(db: Db, row: Insertable<VideoAnswersTable>): Promise<void> {
  await db.insertInto('video_answers').values(row).execute();
}

export async function setChecking(db: Db, uploadId: string): Promise<boolean> {
  const res = await db
    .updateTable('video_answers')
    .set({ status: 'checking' })
    .where('upload_id', '=', uploadId)
    .where('status', '=', 'uploading')
    .executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}

export async function setReady(
  db: Db,
  uploadId: string,
  values: {
    storage_path: string;
    content_type: string;
    sha256: string;
    duration_seconds: number;
    duration_source: string;
  },
): Promise<void> {
  await db
    .updateTable('video_answers')
    .set({ ...values, status: 'ready', ready_at: sql<Date>`now()` })
    .where('upload_id', '=', uploadId)
    .execute();
}

export async function setRefused(db: Db, uploadId: string, reason: string): Promise<void> {
  await db
    .updateTable('video_answers')
    .set({ status: 'refused', refusal_reason: reason })
    .where('upload_id', '=', uploadId)
    .execute();
}
