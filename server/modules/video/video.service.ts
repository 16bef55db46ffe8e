/**
 * Video answers: the candidate reads their activity's questions and each upload's status, and
 * submits the activity once every question has a ready answer; staff list and play the ready
 * answers of an application they may work on (applicationForStaff).
 */
import { ErrorCode } from '../../../contracts/error-codes.ts';
import {
  VIDEO_MAX_BYTES,
  type StaffVideoAnswer,
  type VideoActivity,
  type VideoAnswerStatus,
  type VideoRefusal,
} from '../../../contracts/video.ts';
import type { Db } from '../../db/database.ts';
import type { LoadedUser } from '../user/index.ts';
import { HttpError, notFound } from '../../http/http-error.ts';
import { applicationForStaff, type StaffApplication } from '../../http/team-access.ts';
import { submittedMessage } from '../user-response/index.ts';
import { type ActivityLeaseRequest, admitSubmission } from '../attempt-lease/index.ts';
import * as store from './video.store.ts';
import * as lifecycle from '../activity/index.ts';
import { timeAccommodationOf } from '../accommodations/index.ts';
import type { VideoFileVariant } from '../../../contracts/video-processing.ts';
import { allVersions, pickText } from '../../../contracts/company-text.ts';
import { LANGUAGES, type Language } from '../../../contracts/languages.ts';
import { fileOf, playbacksOf, readyAnswersOf, requestProcessing } from '../video-processing/index.ts';
import { auditVideoAnswerRead } from '../../audit/read-audit.ts';

export const VIDEO_DIR = 'uploads/videos';
export const TUS_DIR = 'uploads/tus';

/** The activity when it is a video activity of the user's own live tracker; otherwise 404. */
export async function videoActivityOf(db: Db, userId: number, refId: string, jobStepActivityId: number) {
  const found = await store.findActivity(db, refId, jobStepActivityId, {
    userId,
    activityTypes: ['video'],
    isTrackerLive: true,
  });
  if (!found) throw notFound('Activity not found');
  return found;
}

/** Where an answer's upload stands; `offset` is the tus offset when it is still uploading. */
export function toStatus(
  row: Awaited<ReturnType<typeof store.answersOf>>[number],
  offset: number | undefined,
): VideoAnswerStatus {
  const size = Number(row.size_bytes);
  const percent =
    row.status === 'ready'
      ? 100
      : row.status === 'checking'
        ? 99
        : row.status === 'refused'
          ? 0
          : size > 0
            ? Math.min(99, Math.floor(((offset ?? 0) / size) * 100))
            : 0;
  return {
    video_answer_id: row.video_answer_id,
    upload_id: row.upload_id,
    status: row.status,
    percent,
    refusal_reason: (row.refusal_reason as VideoRefusal | null) ?? null,
    duration_seconds: row.duration_seconds === null ? null : Number(row.duration_seconds),
    created_at: new Date(row.created_at).toISOString(),
  };
}

export type OffsetOf = (uploadId: string) => Promise<number | undefined>;

/**
 * Each question's recording limit with the application's approved extra time (D200): what the
 * candidate's recorder counts down from, and what the upload's check allows.
 */
export async function accommodatedQuestions<Q extends { time_limit_seconds: number }>(
  db: Db,
  refId: string,
  questions: Q[],
): Promise<Q[]> {
  const factor = await timeAccommodationOf(db, refId);
  if (factor <= 1) return questions;
  return questions.map((q) => ({ ...q, time_limit_seconds: Math.ceil(q.time_limit_seconds * factor) }));
}

export async function readVideoActivity(
  db: Db,
  userId: number,
  refId: string,
  jobStepActivityId: number,
  offsetOf: OffsetOf,
): Promise<VideoActivity> {
  const activity = await videoActivityOf(db, userId, refId, jobStepActivityId);
  const questions = await accommodatedQuestions(db, refId, await store.questionsOf(db, jobStepActivityId));
  const answers = await store.answersOf(db, refId, jobStepActivityId);
  const defaultLanguage = LANGUAGES.find((l) => l === activity.default_language) ?? 'en';
  return {
    ref_id: activity.ref_id,
    job_step_activity_id: activity.job_step_activity_id,
    title: activity.title,
    job_title: activity.job_title,
    default_language: defaultLanguage,
    is_completed: activity.is_completed === true,
    max_bytes: VIDEO_MAX_BYTES,
    questions: await Promise.all(
      questions.map(async (q) => {
        const mine = answers.filter((a) => a.video_question_id === q.video_question_id);
        const latest = mine.at(-1);
        return {
          ...q,
          text_i18n: allVersions(q.text, q.text_i18n, defaultLanguage),
          takes_used: mine.filter((a) => a.status !== 'refused').length,
          answer: latest
            ? toStatus(latest, latest.status === 'uploading' ? await offsetOf(latest.upload_id) : undefined)
            : null,
        };
      }),
    ),
  };
}

export async function readAnswerStatus(
  db: Db,
  userId: number,
  uploadId: string,
  offsetOf: OffsetOf,
): Promise<VideoAnswerStatus> {
  const row = await store.answerByUpload(db, uploadId);
  if (!row || row.user_id !== userId) throw notFound('Answer not found');
  await videoActivityOf(db, userId, row.ref_id, row.job_step_activity_id);
  return toStatus(row, row.status === 'uploading' ? await offsetOf(uploadId) : undefined);
}

/** Completes the activity once every question has a ready answer; only from the device holding its lease (offline promise 10). */
export async function submitVideoActivity(
  db: Db,
  userId: number,
  refId: string,
  jobStepActivityId: number,
  lease?: ActivityLeaseRequest,
) {
  return db.transaction().execute(async (trx) => {
    const activity = await videoActivityOf(trx, userId, refId, jobStepActivityId);
    if (activity.is_completed) throw new HttpError(409, ErrorCode.attemptSubmitted, submittedMessage);
    await admitSubmission(trx, { ref_id: refId, job_step_activity_id: jobStepActivityId }, lease);
    const questions = await store.questionsOf(trx, jobStepActivityId);
    const answers = await store.answersOf(trx, refId, jobStepActivityId);
    const missing = questions.filter(
      (q) => !answers.some((a) => a.video_question_id === q.video_question_id && a.status === 'ready'),
    );
    if (missing.length > 0)
      throw new HttpError(409, ErrorCode.conflict, 'Every question needs an uploaded answer first.');
    await lifecycle.completeActivity(trx, refId, jobStepActivityId);
    await requestProcessing(trx, refId, jobStepActivityId);
    return { ref_id: refId, job_step_activity_id: jobStepActivityId, is_completed: true };
  });
}

/** The version of its question an answer's candidate read (D473), when it was kept. */
function shownOf(language: string | null, text: string | null): StaffVideoAnswer['shown'] {
  const known = LANGUAGES.find((l) => l === language);
  return known && text !== null ? { language: known, text } : null;
}

/** The application's latest ready answer per question, each question and activity title in `language` as the company wrote it, else in its default language's (D199). */
export async function listStaffAnswers(
  db: Db,
  application: StaffApplication,
  language?: Language,
): Promise<StaffVideoAnswer[]> {
  const rows = await readyAnswersOf(db, application.ref_id);
  const picked = (text: string, versions: unknown, stored: string | null) => {
    const defaultLanguage = LANGUAGES.find((l) => l === stored) ?? 'en';
    return pickText(allVersions(text, versions, defaultLanguage), language ?? defaultLanguage, defaultLanguage);
  };
  const seen = new Set<number>();
  const latest = rows.filter((r) => (seen.has(r.video_question_id) ? false : (seen.add(r.video_question_id), true)));
  const playbacks = await playbacksOf(db, application.user_smartreq_id, latest);
  return latest.map((r) => {
    const question = picked(r.question_text, r.question_text_i18n, r.default_language);
    return {
      video_answer_id: r.video_answer_id,
      job_step_activity_id: r.job_step_activity_id,
      activity_title: picked(r.activity_title, r.activity_title_i18n, r.default_language).text,
      video_question_id: r.video_question_id,
      question_text: question.text,
      question_language: question.language,
      shown: shownOf(r.shown_language, r.shown_text),
      media: r.media,
      content_type: r.content_type ?? 'application/octet-stream',
      size_bytes: Number(r.size_bytes),
      duration_seconds: r.duration_seconds === null ? null : Number(r.duration_seconds),
      ready_at: new Date(r.ready_at ?? 0).toISOString(),
      file_path: `/smartreq/v1/video-answers/${application.user_smartreq_id}/file/${r.video_answer_id}/`,
      playback: playbacks.get(r.video_answer_id)!,
    };
  });
}

/** The stored file of one ready answer of the application (404 otherwise): as recorded, or one made from it (D238). */
export async function staffAnswerFile(
  db: Db,
  viewer: LoadedUser,
  userSmartreqId: number,
  videoAnswerId: number,
  variant: VideoFileVariant = 'original',
) {
  const application = await applicationForStaff(db, viewer, userSmartreqId);
  const file = await fileOf(db, application, videoAnswerId, variant);
  // Playing or downloading it is audited, once an hour per person and answer (D290).
  await auditVideoAnswerRead(db, viewer, application, videoAnswerId);
  return file;
}
