/**
 * Video processing's rules (D238): what is queued when a candidate submits, what staff are told
 * and given to play for each answer, and a staff retry. Access is decided before these are called
 * (the application checked for the viewer); the answer must be one of that application's.
 */
import { ErrorCode } from '../../../contracts/error-codes.ts';
import type { VideoFileVariant, VideoPlayback } from '../../../contracts/video-processing.ts';
import type { Db } from '../../db/database.ts';
import { HttpError, notFound } from '../../http/http-error.ts';
import type { StaffApplication } from '../../http/team-access.ts';
import { safeKey } from '../../storage/file-storage.ts';
import { audit } from '../../audit/audit-trail.ts';
import type { LoadedUser } from '../user/index.ts';
import { requestCaptions, requestTranscode } from './video-processing.jobs.ts';
import * as store from './video-processing.store.ts';

/** Call in the submission's transaction: each question's answer gets its playable copy made. */
export async function requestProcessing(db: Db, refId: string, jobStepActivityId: number): Promise<void> {
  for (const answer of await store.submittedAnswers(db, refId, jobStepActivityId)) {
    if (await store.markPreparing(db, answer)) await requestTranscode(db, answer.video_answer_id);
  }
}

interface AnswerRef {
  video_answer_id: number;
  storage_path: string | null;
  content_type: string | null;
}

type ProcessingRow = Awaited<ReturnType<typeof store.processingOfAnswers>>[number];
type FileRow = Awaited<ReturnType<typeof store.filesOf>>[number];

/** Null when the checker's account was since removed: checked_at still says a person checked them. */
function checkerName(row: ProcessingRow): string | null {
  return [row.checker_first_name, row.checker_last_name].filter(Boolean).join(' ') || null;
}

export function playbackOf(
  userSmartreqId: number,
  answer: AnswerRef,
  processing: ProcessingRow | undefined,
  files: readonly FileRow[],
): VideoPlayback {
  const base = `/smartreq/v1/video-answers/${userSmartreqId}/file/${answer.video_answer_id}/`;
  const made = (role: FileRow['role']) =>
    files.find((f) => f.video_answer_id === answer.video_answer_id && f.role === role);
  const status = processing?.transcode_status ?? 'original';
  const playable = status === 'ready' ? made('playable') : undefined;
  const poster = status === 'ready' ? made('poster') : undefined;
  const captions = made('captions');
  const captionsStatus = processing?.captions_status ?? 'off';
  return {
    video_answer_id: answer.video_answer_id,
    status,
    reason: processing?.transcode_reason ?? '',
    file_path: playable ? `${base}?variant=playable` : base,
    content_type: playable?.content_type ?? answer.content_type ?? 'application/octet-stream',
    poster_path: poster ? `${base}?variant=poster` : null,
    captions: {
      status: captionsStatus,
      reason: processing?.captions_reason ?? '',
      vtt_path: captionsStatus === 'ready' && captions ? `${base}?variant=captions` : null,
      transcript: captionsStatus === 'ready' ? (processing?.transcript ?? null) : null,
      checked_by: processing?.captions_checked_at ? checkerName(processing) : null,
      checked_at: processing?.captions_checked_at ? new Date(processing.captions_checked_at).toISOString() : null,
    },
    can_retry: status === 'failed' || status === 'unavailable' || captionsStatus === 'failed',
  };
}

/** Each answer's playback, for the staff list. */
export async function playbacksOf(
  db: Db,
  userSmartreqId: number,
  answers: readonly AnswerRef[],
): Promise<Map<number, VideoPlayback>> {
  const ids = answers.map((a) => a.video_answer_id);
  const [rows, files] = await Promise.all([store.processingOfAnswers(db, ids), store.filesOf(db, ids)]);
  return new Map(
    answers.map((a) => [
      a.video_answer_id,
      playbackOf(
        userSmartreqId,
        a,
        rows.find((r) => r.video_answer_id === a.video_answer_id),
        files,
      ),
    ]),
  );
}

/** One ready answer of the application (404 otherwise: another application's, not ready, or unknown). */
export async function readyAnswer(db: Db, application: StaffApplication, videoAnswerId: number) {
  const row = (await store.readyAnswersOf(db, application.ref_id)).find((r) => r.video_answer_id === videoAnswerId);
  if (!row) throw notFound('Answer not found');
  return row;
}

export async function downloadOf(db: Db, application: StaffApplication, videoAnswerId: number): Promise<VideoPlayback> {
  const answer = await readyAnswer(db, application, videoAnswerId);
  const map = await playbacksOf(db, application.user_smartreq_id, [answer]);
  return map.get(videoAnswerId)!;
}

export async function retry(
  db: Db,
  viewer: LoadedUser,
  application: StaffApplication,
  videoAnswerId: number,
): Promise<VideoPlayback> {
  await readyAnswer(db, application, videoAnswerId);
  await db.transaction().execute(async (trx) => {
    const processing = await store.processingOf(trx, videoAnswerId);
    let what: 'playable' | 'captions';
    if (processing?.transcode_status === 'failed' || processing?.transcode_status === 'unavailable') {
      await store.markPreparing(trx, processing);
      await requestTranscode(trx, videoAnswerId);
      what = 'playable';
    } else if (processing?.captions_status === 'failed') {
      await requestCaptions(trx, videoAnswerId);
      what = 'captions';
    } else {
      throw new HttpError(409, ErrorCode.conflict, 'Nothing failed for this answer: there is nothing to try again.');
    }
    await audit(trx, {
      event: 'video_processing_retried',
      actorUserId: viewer.user_id,
      subjectUserId: application.user_id,
      accountId: application.job.account_id,
      details: {
        video_answer_id: videoAnswerId,
        what,
        previous_reason: processing.transcode_reason || processing.captions_reason,
      },
    });
  });
  return downloadOf(db, application, videoAnswerId);
}

/** The stored key of the asked variant of a ready answer of the application; 404 when it has none. */
export async function fileOf(
  db: Db,
  application: StaffApplication,
  videoAnswerId: number,
  variant: VideoFileVariant,
): Promise<{ key: string; contentType: string }> {
  const answer = await readyAnswer(db, application, videoAnswerId);
  const found =
    variant === 'original'
      ? { key: answer.storage_path, contentType: answer.content_type ?? 'application/octet-stream' }
      : await (async () => {
          const made = (await store.filesOf(db, [videoAnswerId])).find((f) => f.role === variant);
          return made ? { key: made.storage_path, contentType: made.content_type } : undefined;
        })();
  if (!found?.key?.startsWith('uploads/videos/') || safeKey(found.key) === undefined)
    throw notFound('Answer not found');
  return { key: found.key, contentType: found.contentType };
}
