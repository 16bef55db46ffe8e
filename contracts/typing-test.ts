/**
 * The typing test (seed 000 sections 2, 7 and 9; seed 002 section 7.9): a passage in the
 * candidate's language, a timed run, and the keystroke log sent once through score-typing-tests.
 * The server recomputes every score from the log (contracts/typing-score.ts); numbers the client
 * shows are never trusted.
 */
import * as z from 'zod/mini';
import { defineEndpoint } from './endpoint.ts';
import { AnswersDigestFields } from './user-response.ts';
import { LanguageSchema } from './user.ts';
import { ACCOMMODATION_KINDS } from './accommodation-kinds.ts';
import { MAX_KEY_TEXT, MAX_TYPING_EVENTS } from './typing-log.ts';
import { CAMERA_CONSENTS } from './camera-check.ts';

const uuid = z.string().check(z.regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i));
const id = z.coerce.number().check(z.int(), z.positive(), z.lte(2_147_483_647));

/** The run's length when the activity's settings name none. */
export const DEFAULT_TYPING_DURATION_SECONDS = 60;
/** Keystrokes after the deadline are refused beyond this allowance (the device's clock and the event loop). */
export const TYPING_GRACE_MS = 2_000;
export { MAX_TYPING_EVENTS };
export const MAX_TYPED_CHARS = 4_000;

export const TypingResultSchema = z.object({
  attempt_id: z.string(),
  typing_passage_id: z.number(),
  net_wpm: z.number(),
  raw_wpm: z.number(),
  /** Percent, one decimal. */
  accuracy: z.number(),
  corrections: z.number(),
  keystrokes: z.number(),
  elapsed_ms: z.number(),
  completed_at: z.string(),
  /** The receipt (offline promise 8): how many events the stored keystroke log holds. */
  answer_count: z.number(),
  /** The canonical hash (typingRunDigest) of the run the server stored and scored. */
  answers_hash: z.string(),
});
export type TypingResult = z.infer<typeof TypingResultSchema>;

export const TypingTestSchema = z.object({
  ref_id: z.string(),
  job_step_activity_id: z.number(),
  title: z.string(),
  job_title: z.string(),
  is_completed: z.boolean(),
  passage: z.object({ typing_passage_id: z.number(), language: LanguageSchema, text: z.string() }),
  duration_seconds: z.number(),
  time_accommodation: z.number(),
  /** duration_seconds x time_accommodation, rounded: the run's length for this candidate. */
  limit_seconds: z.number(),
  /** Approved accommodations the screen applies (D214): `no_countdown` hides the clock, `screen_reader` starts it with the first key. Optional for a saved copy. */
  accommodations: z.optional(z.array(z.enum(ACCOMMODATION_KINDS))),
  /**
   * The company asks that the timed parts fill the screen (D431): asked as each starts, never a
   * lock; false where an approved accommodation applies. Optional: content saved before this has none.
   */
  ask_full_screen: z.optional(z.boolean()),
  /**
   * The company asks for the camera check by consent (D455): asked before the run starts; false
   * where an approved accommodation applies. `camera_consent` is the answer the server holds (from
   * this device or another), null when none. Optional: content saved before this has neither.
   */
  ask_camera_check: z.optional(z.boolean()),
  camera_consent: z.optional(z.nullable(z.enum(CAMERA_CONSENTS))),
  result: z.nullable(TypingResultSchema),
});
export type TypingTest = z.infer<typeof TypingTestSchema>;

export const getTypingTest = defineEndpoint({
  method: 'GET',
  path: '/user-response/v1/typing-tests/job_step_activity/{id}/user/{userId}/ref/{ref}/',
  access: 'signed-in',
  summary:
    "The typing test of one of your applications: a passage in your language (?language=, else your preferred language), the run's length with your time accommodation, and your result once scored",
  params: z.object({ id, userId: id, ref: uuid }),
  query: z.object({ language: z.optional(LanguageSchema) }),
  response: TypingTestSchema,
});

/** One edit of the text box (contracts/typing-log.ts KeyEvent). */
export const KeyEventSchema = z.object({
  /** Milliseconds since the run started. */
  t: z.number().check(z.int(), z.gte(0), z.lte(3_600_000)),
  /** The inserted text (one character for a key), or '\b' for a deletion. */
  k: z.string().check(z.minLength(1), z.maxLength(MAX_KEY_TEXT)),
  /** Where, in characters from the start of the text; absent at the end. */
  p: z.optional(z.number().check(z.int(), z.gte(0), z.lte(MAX_KEY_TEXT))),
  /** How many characters a deletion removes; absent: 1. */
  n: z.optional(z.number().check(z.int(), z.gte(1), z.lte(MAX_KEY_TEXT))),
});

export const ScoreTypingBody = z.object({
  ref_id: uuid,
  job_step_activity_id: id,
  /** The device's attempt id: sending it twice is applied once. */
  attempt_id: uuid,
  typing_passage_id: id,
  typed_text: z.string().check(z.maxLength(MAX_TYPED_CHARS)),
  events: z.array(KeyEventSchema).check(z.maxLength(MAX_TYPING_EVENTS)),
  /** How long the run lasted on the device; clamped by the server between the last keystroke and the limit. */
  elapsed_ms: z.number().check(z.int(), z.gte(0), z.lte(3_600_000)),
  started_at: z.optional(z.iso.datetime({ offset: true })),
  /**
   * The device's count and hash of this run (typingRunDigest, promise 8). When sent, the server
   * scores only if its own digest of the body is equal (else 409 answers_mismatch, nothing stored).
   */
  answer_count: z.optional(AnswersDigestFields.answer_count),
  answers_hash: z.optional(AnswersDigestFields.answers_hash),
});
export type ScoreTypingBodyType = z.infer<typeof ScoreTypingBody>;

export { canonicalTypingRun, typingRunDigest } from './answer-digests.ts';

export const scoreTypingTest = defineEndpoint({
  method: 'POST',
  path: '/user-response/v1/score-typing-tests/',
  access: 'signed-in',
  summary:
    'Score your typing run from its keystroke log (the server recomputes WPM and accuracy) and complete the activity; answers the result with a receipt (event count and hash of the stored run); the same attempt again answers the same result; another attempt once complete is 409 attempt_submitted',
  body: ScoreTypingBody,
  response: TypingResultSchema,
});

export const typingTestEndpoints = [getTypingTest, scoreTypingTest];
