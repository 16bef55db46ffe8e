/**
 * What the plan editor's forms hold for the kinds with settings (skills test, typing, video
 * questions, and the kinds that declare theirs in src/kinds/staff.ts) as the recruiter types it, the checks the server also makes (so errors show
 * next to their fields before anything is sent), and the request fields it becomes.
 */
import { msg } from '@lingui/core/macro';
import {
  TYPING_DURATION_MAX_SECONDS,
  TYPING_DURATION_MIN_SECONDS,
  VIDEO_MAX_RETAKES,
  VIDEO_QUESTION_MAX_CHARS,
  VIDEO_TIME_LIMIT_MAX_SECONDS,
  VIDEO_TIME_LIMIT_MIN_SECONDS,
  type ActivityInput,
  type PlanActivity,
  type VideoQuestionInput,
} from '../../../contracts/smartreq.ts';
import type { TypingDefaults } from '../../../contracts/smartreq-kind-settings.ts';
import type { KindSettingsField } from '../../../contracts/activity-kinds.ts';
import { STAFF_KIND_SETTINGS, staffKindSettingsOf } from '../../kinds/staff.ts';
import type { KindErrors } from '../../ui/staff-kit/staff-kind.ts';
import type { Language } from '../../../contracts/user.ts';

export interface VideoQuestionDraft {
  key: number;
  text: string;
  media: 'video' | 'audio';
  timeLimit: string;
  /** Takes after the first; empty: no limit. */
  retakes: string;
}

export interface KindDraft {
  skillsTestId: number | undefined;
  typingDuration: string;
  /** Empty: the candidate's language. */
  typingLanguage: '' | Language;
  /** Empty: no minimum. */
  typingMinWpm: string;
  typingMinAccuracy: string;
  /** The drafts of the kinds that declare their settings (src/kinds/staff.ts), by settings field. */
  kindSettings: Record<string, unknown>;
  videoQuestions: VideoQuestionDraft[];
}

let nextKey = 1;
export function blankVideoQuestion(): VideoQuestionDraft {
  return { key: nextKey++, text: '', media: 'video', timeLimit: '60', retakes: '1' };
}

const text = (n: number | null | undefined) => (n === null || n === undefined ? '' : String(n));

/** An activity's settings to edit, or a new activity's, the typing test's from the company's defaults. */
export function draftFrom(activity?: PlanActivity, typingDefaults?: TypingDefaults): KindDraft {
  const typing = activity?.typing ?? typingDefaults;
  return {
    skillsTestId: activity?.skills_test_id ?? undefined,
    typingDuration: String(typing?.duration_seconds ?? 60),
    typingLanguage: (activity?.typing?.language as Language | null | undefined) ?? '',
    typingMinWpm: text(typing?.min_net_wpm),
    typingMinAccuracy: text(typing?.min_accuracy),
    kindSettings: Object.fromEntries(STAFF_KIND_SETTINGS.map((s) => [s.field, s.draftFrom(activity?.[s.field])])),
    videoQuestions: activity?.video_questions.length
      ? activity.video_questions.map((q) => ({
          key: nextKey++,
          text: q.text,
          media: q.media === 'audio' ? 'audio' : 'video',
          timeLimit: String(q.time_limit_seconds),
          retakes: text(q.max_retakes),
        }))
      : [blankVideoQuestion()],
  };
}

/** Field errors by the id suffix of their control: `typing-duration`, `min-download`, `video-<key>-text`... */
export type { KindErrors };
type KindFields = {
  skills_test_id?: number;
  video_questions?: VideoQuestionInput[];
} & { [F in KindSettingsField]?: NonNullable<ActivityInput[F]> };

const wholeIn = (value: string, min: number, max: number) =>
  /^\d+$/.test(value.trim()) && Number(value) >= min && Number(value) <= max;

/** The kind's request fields, or the errors to show; kinds without settings give nothing. */
export function checkKindDraft(kind: string, draft: KindDraft): { errors: KindErrors; fields: KindFields } {
  const errors: KindErrors = {};
  const fields: KindFields = {};
  if (kind === 'skills_test') {
    if (draft.skillsTestId === undefined) errors['skills-test'] = msg`Choose a skills test.`;
    else fields.skills_test_id = draft.skillsTestId;
  }
  if (kind === 'typing_test') {
    if (!wholeIn(draft.typingDuration, TYPING_DURATION_MIN_SECONDS, TYPING_DURATION_MAX_SECONDS))
      errors['typing-duration'] = msg`Enter a whole number of seconds from 10 to 900.`;
    const wpm = draft.typingMinWpm.trim();
    const accuracy = draft.typingMinAccuracy.trim();
    if (wpm !== '' && !wholeIn(wpm, 1, 300))
      errors['typing-min-wpm'] = msg`Enter a whole number from 1 to 300, or leave it empty.`;
    if (accuracy !== '' && !wholeIn(accuracy, 1, 100))
      errors['typing-min-accuracy'] = msg`Enter a whole percentage from 1 to 100, or leave it empty.`;
    fields.typing = {
      duration_seconds: Number(draft.typingDuration),
      language: draft.typingLanguage || null,
      min_net_wpm: wpm === '' ? null : Number(wpm),
      min_accuracy: accuracy === '' ? null : Number(accuracy),
    };
  }
  const own = staffKindSettingsOf(kind);
  if (own) Object.assign(fields, { [own.field]: own.check(draft.kindSettings[own.field], errors) });
  if (kind === 'video') {
    const questions: VideoQuestionInput[] = [];
    if (draft.videoQuestions.length === 0) errors['video-questions'] = msg`Write at least one question.`;
    for (const q of draft.videoQuestions) {
      const prefix = `video-${q.key}`;
      if (q.text.trim() === '') errors[`${prefix}-text`] = msg`Write the question.`;
      else if (q.text.trim().length > VIDEO_QUESTION_MAX_CHARS)
        errors[`${prefix}-text`] = msg`Keep the question under 1000 characters.`;
      if (!wholeIn(q.timeLimit, VIDEO_TIME_LIMIT_MIN_SECONDS, VIDEO_TIME_LIMIT_MAX_SECONDS))
        errors[`${prefix}-time`] = msg`Enter a whole number of seconds from 5 to 1800.`;
      if (q.retakes.trim() !== '' && !wholeIn(q.retakes, 0, VIDEO_MAX_RETAKES))
        errors[`${prefix}-retakes`] = msg`Enter a whole number from 0 to 10, or leave it empty for no limit.`;
      questions.push({
        text: q.text.trim(),
        media: q.media,
        time_limit_seconds: Number(q.timeLimit),
        max_retakes: q.retakes.trim() === '' ? null : Number(q.retakes),
      });
    }
    fields.video_questions = questions;
  }
  if (Object.keys(errors).length > 0) return { errors, fields: {} };
  return { errors, fields };
}
