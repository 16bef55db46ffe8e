/**
 * What staff play of a recorded answer (D238): once the candidate submits, the
 * server makes a widely playable copy (H.264/AAC MP4) with a poster frame in its job queue, the
 * original kept; with a transcription service configured, captions (WebVTT) and a transcript too.
 * The download endpoint is the "ready link" the spec's client polls (seed 002: up to 10 attempts,
 * 5000 ms apart, then 'Max attempts reached'). Staff may write an answer's captions themselves, or
 * correct the machine's; a person's captions say who checked them and are never replaced by a
 * machine's (D241).
 */
import * as z from 'zod/mini';
import { CAPTION_MAX_CUES, CAPTION_MAX_END_MS, CAPTION_MAX_TEXT_LENGTH } from './caption-limits.ts';
import { defineEndpoint } from './endpoint.ts';

const id = z.coerce.number().check(z.int(), z.positive(), z.lte(2_147_483_647));

/**
 * original: nothing was made (answers submitted before processing existed); preparing: in the
 * queue; ready: the playable copy is served; failed: it could not be made (reason), the original
 * is served; unavailable: the server has no ffmpeg, the original is served.
 */
export const PLAYBACK_STATUSES = ['original', 'preparing', 'ready', 'failed', 'unavailable'] as const;
export type PlaybackStatus = (typeof PLAYBACK_STATUSES)[number];

/** off: no transcription service configured (captions hidden). */
export const CAPTIONS_STATUSES = ['off', 'preparing', 'ready', 'failed'] as const;
export type CaptionsStatus = (typeof CAPTIONS_STATUSES)[number];

export const VIDEO_FILE_VARIANTS = ['original', 'playable', 'poster', 'captions'] as const;
export type VideoFileVariant = (typeof VIDEO_FILE_VARIANTS)[number];

export const VideoPlaybackSchema = z.object({
  video_answer_id: z.number(),
  status: z.enum(PLAYBACK_STATUSES),
  /** Why it failed or is unavailable (the ffmpeg or storage reason); empty otherwise. */
  reason: z.string(),
  /** Below /api: the file to play (the playable copy when ready, the original otherwise). */
  file_path: z.string(),
  content_type: z.string(),
  /** Below /api: the poster frame (JPEG) when there is one. */
  poster_path: z.nullable(z.string()),
  captions: z.object({
    status: z.enum(CAPTIONS_STATUSES),
    reason: z.string(),
    /** Below /api: the WebVTT captions when ready. */
    vtt_path: z.nullable(z.string()),
    transcript: z.nullable(z.string()),
    /** Who wrote or checked the captions, and when; null while they are a machine's. */
    checked_by: z.nullable(z.string()),
    checked_at: z.nullable(z.string()),
  }),
  /** Whether staff can ask for the processing again (something failed or was unavailable). */
  can_retry: z.boolean(),
});
export type VideoPlayback = z.infer<typeof VideoPlaybackSchema>;

const answerParams = z.object({ userSmartreqId: id, videoAnswerId: id });

export const getVideoAnswerDownload = defineEndpoint({
  method: 'GET',
  path: '/smartreq/v1/video-answers/{userSmartreqId}/download/{videoAnswerId}/',
  access: 'applicant-team',
  summary:
    "Where one ready video answer's playable copy stands and the link to play or download (poll while preparing); another company's 404",
  params: answerParams,
  response: VideoPlaybackSchema,
});

export const retryVideoProcessing = defineEndpoint({
  method: 'POST',
  path: '/smartreq/v1/video-answers/{userSmartreqId}/retry/{videoAnswerId}/',
  access: 'applicant-team',
  summary: 'Ask again for a failed or unavailable playable copy, or failed captions (409 when nothing failed); audited',
  params: answerParams,
  response: VideoPlaybackSchema,
});

const milliseconds = z.number().check(z.int(), z.gte(0), z.lte(CAPTION_MAX_END_MS));

export const CaptionCueSchema = z.object({
  start_ms: milliseconds,
  end_ms: milliseconds,
  text: z.string().check(z.trim(), z.minLength(1), z.maxLength(CAPTION_MAX_TEXT_LENGTH)),
});
export type CaptionCue = z.infer<typeof CaptionCueSchema>;

/** none: no captions yet; machine: made by the transcription service, not checked; person: written or checked by staff. */
export const CAPTIONS_MADE_BY = ['none', 'machine', 'person'] as const;

export const VideoCaptionsSchema = z.object({
  cues: z.array(CaptionCueSchema),
  made_by: z.enum(CAPTIONS_MADE_BY),
});
export type VideoCaptions = z.infer<typeof VideoCaptionsSchema>;

export const SaveVideoCaptionsBody = z.object({
  cues: z.array(CaptionCueSchema).check(z.minLength(1), z.maxLength(CAPTION_MAX_CUES)),
});

export const getVideoCaptions = defineEndpoint({
  method: 'GET',
  path: '/smartreq/v1/video-answers/{userSmartreqId}/captions/{videoAnswerId}/',
  access: 'applicant-team',
  summary: "One ready answer's captions as cues to edit (none yet: an empty list); another company's 404",
  params: answerParams,
  response: VideoCaptionsSchema,
});

export const saveVideoCaptions = defineEndpoint({
  method: 'PUT',
  path: '/smartreq/v1/video-answers/{userSmartreqId}/captions/{videoAnswerId}/',
  access: 'applicant-team',
  summary:
    "Write or correct one answer's captions (cues in order, none overlapping); they replace the machine's and no machine replaces them; audited",
  params: answerParams,
  body: SaveVideoCaptionsBody,
  response: VideoPlaybackSchema,
});
