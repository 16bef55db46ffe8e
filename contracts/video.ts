/**
 * Video and audio answers. The bytes travel through tus (POST/HEAD/PATCH under
 * /api/tus/videos/, not described here: the tus protocol 1.0.0 with the creation extension); these
 * endpoints read the questions, an answer's status, submit the activity, and let staff play back.
 */
import * as z from 'zod/mini';
import { defineEndpoint } from './endpoint.ts';
import { VIDEO_FILE_VARIANTS, VideoPlaybackSchema } from './video-processing.ts';
import { TextVersionsSchema } from './company-text-schema.ts';
import { LANGUAGES } from './languages.ts';

const uuid = z.string().check(z.regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i));
const id = z.coerce.number().check(z.int(), z.positive(), z.lte(2_147_483_647));

export const TUS_VIDEO_PATH = '/api/tus/videos/';
/** The largest answer file the server accepts (Upload-Length above it: 413 before any byte). */
export const VIDEO_MAX_BYTES = 200 * 1024 * 1024;
/** Seconds an answer may run over its question's limit (recorder start/stop latency). */
export const VIDEO_DURATION_GRACE_SECONDS = 3;
export const VIDEO_CONTENT_TYPES = ['video/mp4', 'video/webm', 'video/ogg'] as const;
export const UNSUPPORTED_VIDEO_MESSAGE = 'Only MP4, WebM, and Ogg video formats are supported.';

/** Why the server refused an uploaded answer. */
export const VIDEO_REFUSALS = ['unsupported_format', 'too_long', 'checksum_mismatch', 'no_duration'] as const;
export type VideoRefusal = (typeof VIDEO_REFUSALS)[number];

export const VIDEO_STATUSES = ['uploading', 'checking', 'ready', 'refused'] as const;
export type VideoStatus = (typeof VIDEO_STATUSES)[number];

export const VideoAnswerStatusSchema = z.object({
  video_answer_id: z.number(),
  upload_id: z.string(),
  status: z.enum(VIDEO_STATUSES),
  /** Bytes the server holds over the file's size (99 while checking, 100 when ready). */
  percent: z.number(),
  refusal_reason: z.nullable(z.enum(VIDEO_REFUSALS)),
  duration_seconds: z.nullable(z.number()),
  created_at: z.string(),
});
export type VideoAnswerStatus = z.infer<typeof VideoAnswerStatusSchema>;

export const VideoQuestionSchema = z.object({
  video_question_id: z.number(),
  /** As the company wrote it, in its default language. */
  text: z.string(),
  /** Every version of the text, the default language's included (D199): the page shows the reader's. Optional: a device may hold questions saved before. */
  text_i18n: z.optional(TextVersionsSchema),
  media: z.enum(['video', 'audio']),
  time_limit_seconds: z.number(),
  max_retakes: z.nullable(z.number()),
  /** Uploads started for this question so far (a retake is one more). */
  takes_used: z.number(),
  /** The latest upload for this question, if any. */
  answer: z.nullable(VideoAnswerStatusSchema),
});
export type VideoQuestion = z.infer<typeof VideoQuestionSchema>;

export const VideoActivitySchema = z.object({
  ref_id: z.string(),
  job_step_activity_id: z.number(),
  title: z.string(),
  job_title: z.string(),
  /** The company's default language, which a question without a version in the reader's falls back to. */
  default_language: z.optional(z.enum(LANGUAGES)),
  is_completed: z.boolean(),
  max_bytes: z.number(),
  questions: z.array(VideoQuestionSchema),
});
export type VideoActivity = z.infer<typeof VideoActivitySchema>;

export const getVideoQuestions = defineEndpoint({
  method: 'GET',
  path: '/user-response/v1/video-questions/job_step_activity/{id}/ref/{ref}/',
  access: 'signed-in',
  summary:
    "The questions of a video activity of your own application, each with its latest answer's status; anyone else 404",
  params: z.object({ id, ref: uuid }),
  response: VideoActivitySchema,
});

export const getVideoAnswerStatus = defineEndpoint({
  method: 'GET',
  path: '/user-response/v1/video-answers/status/{uploadId}/',
  access: 'signed-in',
  summary: 'The status of one of your uploads (percent from the tus offset); anyone else 404',
  params: z.object({ uploadId: z.string().check(z.regex(/^[0-9a-f]{32}$/)) }),
  response: VideoAnswerStatusSchema,
});

export const SubmitVideoBody = z.object({ ref_id: uuid, job_step_activity_id: id });

export const submitVideoActivity = defineEndpoint({
  method: 'POST',
  path: '/user-response/v1/video-answers/submit/',
  access: 'signed-in',
  summary:
    'Completes your video activity when every question has a ready answer (409 conflict while one is missing; 409 attempt_submitted once complete)',
  body: SubmitVideoBody,
  response: z.object({ ref_id: z.string(), job_step_activity_id: z.number(), is_completed: z.boolean() }),
});

export const StaffVideoAnswerSchema = z.object({
  video_answer_id: z.number(),
  job_step_activity_id: z.number(),
  /** In the screen's language when the company wrote that version, else in its default language (D199). */
  activity_title: z.string(),
  video_question_id: z.number(),
  /** As the activity title. */
  question_text: z.string(),
  /** The language `question_text` is in (the screen's, or the default's when the company has no version in it). */
  question_language: z.enum(LANGUAGES),
  /**
   * The question as the candidate read it: the version their screen showed and its words then
   * (D473), which may differ from `question_text`; null for an answer whose shown version is unknown
   * (recorded before it was kept).
   */
  shown: z.nullable(z.object({ language: z.enum(LANGUAGES), text: z.string() })),
  media: z.enum(['video', 'audio']),
  content_type: z.string(),
  size_bytes: z.number(),
  duration_seconds: z.nullable(z.number()),
  ready_at: z.string(),
  /** Below /api: the file as recorded (same access rule). */
  file_path: z.string(),
  /** The playable copy, poster and captions made from it (contracts/video-processing.ts). */
  playback: VideoPlaybackSchema,
});
export type StaffVideoAnswer = z.infer<typeof StaffVideoAnswerSchema>;

export const listStaffVideoAnswers = defineEndpoint({
  method: 'GET',
  path: '/smartreq/v1/video-answers/{userSmartreqId}/',
  access: 'applicant-team',
  summary: "An application's ready video answers (the latest per question), for staff who may work on its job",
  params: z.object({ userSmartreqId: id }),
  /** The screen's language: each question and activity title in the company's version in it, else its default language's (D199). */
  query: z.object({ language: z.optional(z.enum(LANGUAGES)) }),
  response: z.array(StaffVideoAnswerSchema),
});

export const staffVideoAnswerFile = defineEndpoint({
  method: 'GET',
  path: '/smartreq/v1/video-answers/{userSmartreqId}/file/{videoAnswerId}/',
  access: 'staff',
  summary:
    'The file of one ready video answer (Range supported), for staff who may work on its job: as recorded, or the playable copy, poster or captions made from it',
  params: z.object({ userSmartreqId: id, videoAnswerId: id }),
  query: z.object({ variant: z.optional(z.enum(VIDEO_FILE_VARIANTS)) }),
  response: z.unknown(),
});

export const videoEndpoints = [
  getVideoQuestions,
  getVideoAnswerStatus,
  submitVideoActivity,
  listStaffVideoAnswers,
  staffVideoAnswerFile,
];
