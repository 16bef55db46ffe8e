/**
 * The settings of the plan's activity kinds that live beside the activity: a typing test's length
 * and passage language (job_step_activities.settings) and a video activity's questions
 * (video_questions rows). Other kinds' settings schemas live in their own contract files, listed
 * by contracts/activity-kind-settings.gen.ts.
 */
import * as z from 'zod/mini';
import { LANGUAGES } from './user.ts';
import { textVersionsSchema } from './company-text-schema.ts';

export const TYPING_DURATION_MIN_SECONDS = 10;
export const TYPING_DURATION_MAX_SECONDS = 900;
export const TypingSettingsSchema = z.object({
  duration_seconds: z.number().check(z.int(), z.gte(TYPING_DURATION_MIN_SECONDS), z.lte(TYPING_DURATION_MAX_SECONDS)),
  /** The passage's language; null: the candidate's own. */
  language: z.nullable(z.enum(LANGUAGES)),
  /** The least net words per minute and accuracy (percent) that meet the bar; null: none. Absent on a new activity: the company's defaults. */
  min_net_wpm: z.optional(z.nullable(z.number().check(z.int(), z.gte(1), z.lte(300)))),
  min_accuracy: z.optional(z.nullable(z.number().check(z.int(), z.gte(1), z.lte(100)))),
});
export type TypingSettings = z.infer<typeof TypingSettingsSchema>;

/** A company's typing-test defaults (contracts/typing-test-settings.ts): where a new typing activity starts. */
export const TypingDefaultsSchema = z.object({
  duration_seconds: z.number(),
  /** Null: no minimum. */
  min_net_wpm: z.nullable(z.number()),
  /** Percent; null: no minimum. */
  min_accuracy: z.nullable(z.number()),
});
export type TypingDefaults = z.infer<typeof TypingDefaultsSchema>;

export const VIDEO_TIME_LIMIT_MIN_SECONDS = 5;
export const VIDEO_TIME_LIMIT_MAX_SECONDS = 1800;
export const VIDEO_MAX_RETAKES = 10;
export const VIDEO_QUESTION_MAX_CHARS = 1_000;
export const VIDEO_MEDIA = ['video', 'audio'] as const;
export const VideoQuestionInputSchema = z.object({
  /** The saved question this one is (the plan's `video_question_id`): it keeps its row and its versions (D469). Absent or another's: a new question. */
  video_question_id: z.optional(z.number().check(z.int(), z.positive(), z.lte(2_147_483_647))),
  /** In the company's default language. */
  text: z.string().check(z.trim(), z.minLength(1), z.maxLength(VIDEO_QUESTION_MAX_CHARS)),
  /** The text's versions in other languages, replaced whole, a blank one removed (D199). Absent: a kept question keeps its versions while its text stays the same, and loses them when the text changes (D469). */
  text_i18n: z.optional(textVersionsSchema(VIDEO_QUESTION_MAX_CHARS)),
  media: z.enum(VIDEO_MEDIA),
  time_limit_seconds: z
    .number()
    .check(z.int(), z.gte(VIDEO_TIME_LIMIT_MIN_SECONDS), z.lte(VIDEO_TIME_LIMIT_MAX_SECONDS)),
  /** Takes after the first; null: as many as the candidate likes. */
  max_retakes: z.nullable(z.number().check(z.int(), z.gte(0), z.lte(VIDEO_MAX_RETAKES))),
});
export type VideoQuestionInput = z.infer<typeof VideoQuestionInputSchema>;
export const VideoQuestionSchema = z.object({
  video_question_id: z.number(),
  /** In the company's default language; the other versions are in text_i18n (D199). */
  text: z.string(),
  text_i18n: textVersionsSchema(VIDEO_QUESTION_MAX_CHARS),
  media: z.string(),
  time_limit_seconds: z.number(),
  max_retakes: z.nullable(z.number()),
});

/** A typing activity's settings as kept in job_step_activities.settings (`typing_duration_seconds`, `typing_language`, `typing_min_net_wpm`, `typing_min_accuracy`). */
export function typingSettingsOf(settings: unknown, defaultSeconds: number): TypingSettings {
  const s = (settings ?? {}) as Record<string, unknown>;
  const d = s.typing_duration_seconds;
  const duration =
    typeof d === 'number' && Number.isInteger(d) && d >= TYPING_DURATION_MIN_SECONDS && d <= TYPING_DURATION_MAX_SECONDS
      ? d
      : defaultSeconds;
  const language = (LANGUAGES as readonly unknown[]).includes(s.typing_language)
    ? (s.typing_language as TypingSettings['language'])
    : null;
  const minimum = (v: unknown, max: number) =>
    typeof v === 'number' && Number.isInteger(v) && v >= 1 && v <= max ? v : null;
  return {
    duration_seconds: duration,
    language,
    min_net_wpm: minimum(s.typing_min_net_wpm, 300),
    min_accuracy: minimum(s.typing_min_accuracy, 100),
  };
}
