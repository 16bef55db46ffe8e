/**
 * The only SQL of video processing (D238): each submitted answer's status, the files made from it,
 * the kind's checks, and an application's ready answers, which the video module's staff list reads
 * through the face (processing decides what is ready to play).
 */
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { CaptionsStatus, TranscodeStatus, VideoFileRole } from '../../db/schema/video-processing.ts';

/** Ready answers of an application, the latest per question, with their question and activity (their versions, and the company's default language, D199), and the version the candidate read (D473). */
export async function readyAnswersOf(db: Db, refId: string) {
  return db
    .selectFrom('video_answers as a')
    .innerJoin('video_questions as q', 'q.video_question_id', 'a.video_question_id')
    .innerJoin('job_step_activities as jsa', 'jsa.job_step_activity_id', 'a.job_step_activity_id')
    .select([
      'a.video_answer_id',
      'a.job_step_activity_id',
      'jsa.title as activity_title',
      'jsa.title_i18n as activity_title_i18n',
      'a.video_question_id',
      'q.text as question_text',
      'q.text_i18n as question_text_i18n',
      'q.media',
      'q.sort',
      'a.content_type',
      'a.size_bytes',
      'a.duration_seconds',
      'a.ready_at',
      'a.storage_path',
      'a.shown_language',
      'a.shown_text',
    ])
    .select((eb) =>
      eb
        .selectFrom('job_steps as js')
        .innerJoin('jobs as j', 'j.job_id', 'js.job_id')
        .innerJoin('accounts as acc', 'acc.account_id', 'j.account_id')
        .select('acc.default_language')
        .whereRef('js.job_step_id', '=', 'jsa.job_step_id')
        .as('default_language'),
    )
    .where('a.ref_id', '=', refId)
    .where('a.status', '=', 'ready')
    .orderBy('a.job_step_activity_id')
    .orderBy('q.sort')
    .orderBy('a.video_answer_id', 'desc')
    .execute();
}

/** The latest ready answer of each question of the activity, with the application's company. */
export async function submittedAnswers(db: Db, refId: string, jobStepActivityId: number) {
  const rows = await db
    .selectFrom('video_answers as a')
    .innerJoin('user_trackers as t', 't.ref_id', 'a.ref_id')
    .select(['a.video_answer_id', 'a.video_question_id', 'a.ref_id', 't.account_id'])
    .where('a.ref_id', '=', refId)
    .where('a.job_step_activity_id', '=', jobStepActivityId)
    .where('a.status', '=', 'ready')
    .orderBy('a.video_answer_id', 'desc')
    .execute();
  const seen = new Set<number>();
  return rows.filter((r) => (seen.has(r.video_question_id) ? false : (seen.add(r.video_question_id), true)));
}

/** Starts (or starts again) an answer's processing; true when it was not already under way. */
export async function markPreparing(
  db: Db,
  row: { video_answer_id: number; ref_id: string; account_id: number },
): Promise<boolean> {
  const res = await db
    .insertInto('video_processing')
    .values({
      video_answer_id: row.video_answer_id,
      ref_id: row.ref_id,
      account_id: row.account_id,
      transcode_status: 'preparing',
    })
    .onConflict((oc) =>
      oc
        .column('video_answer_id')
        .doUpdateSet({ transcode_status: 'preparing', transcode_reason: '', updated_at: sql<Date>`now()` })
        .where('video_processing.transcode_status', '!=', 'preparing'),
    )
    .executeTakeFirst();
  return Number(res.numInsertedOrUpdatedRows ?? 0) > 0;
}

export async function processingOf(db: Db, videoAnswerId: number) {
  return db.selectFrom('video_processing').selectAll().where('video_answer_id', '=', videoAnswerId).executeTakeFirst();
}

/** Each answer's processing, with the name of whoever checked its captions (D241). */
export async function processingOfAnswers(db: Db, videoAnswerIds: readonly number[]) {
  if (videoAnswerIds.length === 0) return [];
  return db
    .selectFrom('video_processing as p')
    .leftJoin('users as u', 'u.user_id', 'p.captions_checked_by')
    .selectAll('p')
    .select(['u.first_name as checker_first_name', 'u.last_name as checker_last_name'])
    .where('p.video_answer_id', 'in', videoAnswerIds)
    .execute();
}

/** An answer submitted before processing existed gets its row when a person writes its captions. */
export async function ensureProcessingRow(
  db: Db,
  row: { video_answer_id: number; ref_id: string; account_id: number },
): Promise<void> {
  await db
    .insertInto('video_processing')
    .values({ ...row, transcode_status: 'original' })
    .onConflict((oc) => oc.column('video_answer_id').doNothing())
    .execute();
}

export async function setPersonCaptions(db: Db, videoAnswerId: number, userId: number, transcript: string) {
  await db
    .updateTable('video_processing')
    .set({
      captions_status: 'ready',
      captions_reason: '',
      transcript,
      captions_checked_by: userId,
      captions_checked_at: sql<Date>`now()`,
      updated_at: sql<Date>`now()`,
    })
    .where('video_answer_id', '=', videoAnswerId)
    .execute();
}

export async function setTranscode(db: Db, videoAnswerId: number, status: TranscodeStatus, reason = ''): Promise<void> {
  await db
    .updateTable('video_processing')
    .set({ transcode_status: status, transcode_reason: reason.slice(0, 1000), updated_at: sql<Date>`now()` })
    .where('video_answer_id', '=', videoAnswerId)
    .execute();
}

export async function setCaptions(
  db: Db,
  videoAnswerId: number,
  status: CaptionsStatus | null,
  reason = '',
  transcript?: string,
): Promise<void> {
  await db
    .updateTable('video_processing')
    .set({
      captions_status: status,
      captions_reason: reason.slice(0, 1000),
      ...(transcript !== undefined ? { transcript } : {}),
      updated_at: sql<Date>`now()`,
    })
    .where('video_answer_id', '=', videoAnswerId)
    .execute();
}

/** The answer's original as the processing reads it. */
export async function original(db: Db, videoAnswerId: number) {
  return db
    .selectFrom('video_answers')
    .select(['video_answer_id', 'ref_id', 'storage_path', 'content_type', 'status'])
    .where('video_answer_id', '=', videoAnswerId)
    .executeTakeFirst();
}

export async function filesOf(db: Db, videoAnswerIds: readonly number[]) {
  if (videoAnswerIds.length === 0) return [];
  return db
    .selectFrom('video_answer_files')
    .select(['video_answer_id', 'role', 'storage_path', 'content_type', 'size_bytes'])
    .where('video_answer_id', 'in', videoAnswerIds)
    .execute();
}

/** Records a made file (replacing the one of that role); answers the key it replaced, for removal. */
export async function putFile(
  db: Db,
  row: {
    video_answer_id: number;
    role: VideoFileRole;
    ref_id: string;
    storage_path: string;
    content_type: string;
    size_bytes: number;
  },
): Promise<string | undefined> {
  const before = await db
    .selectFrom('video_answer_files')
    .select('storage_path')
    .where('video_answer_id', '=', row.video_answer_id)
    .where('role', '=', row.role)
    .executeTakeFirst();
  await db
    .insertInto('video_answer_files')
    .values(row)
    .onConflict((oc) =>
      oc.columns(['video_answer_id', 'role']).doUpdateSet({
        storage_path: row.storage_path,
        content_type: row.content_type,
        size_bytes: row.size_bytes,
      }),
    )
    .execute();
  return before && before.storage_path !== row.storage_path ? before.storage_path : undefined;
}

/** The company's answers whose processing failed in the last 30 days, newest first (the settings' reason). */
export async function recentFailures(db: Db, accountId: number) {
  return db
    .selectFrom('video_processing')
    .select(['video_answer_id', 'transcode_status', 'transcode_reason', 'captions_status', 'captions_reason'])
    .where('account_id', '=', accountId)
    .where('updated_at', '>', sql<Date>`now() - interval '30 days'`)
    .where((eb) =>
      eb.or([eb('transcode_status', 'in', ['failed', 'unavailable']), eb('captions_status', '=', 'failed')]),
    )
    .orderBy('updated_at', 'desc')
    .execute();
}

export async function lastCheck(db: Db, accountId: number) {
  return db.selectFrom('video_service_checks').selectAll().where('account_id', '=', accountId).executeTakeFirst();
}

export async function recordCheck(db: Db, accountId: number, status: 'connected' | 'failing', reason: string) {
  await db
    .insertInto('video_service_checks')
    .values({ account_id: accountId, status, reason, checked_at: sql<Date>`now()` })
    .onConflict((oc) => oc.column('account_id').doUpdateSet({ status, reason, checked_at: sql<Date>`now()` }))
    .execute();
}
