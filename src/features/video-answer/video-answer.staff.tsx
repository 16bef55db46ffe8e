/**
 * Video answers in the staff plan editor (src/ui/staff-kit/staff-kind.ts): the questions, kept in
 * their own table (`video_questions`), so they travel in the plan activity's own field. Staff-only:
 * no candidate route imports this file.
 */
import { msg, plural, t } from '@lingui/core/macro';
import { videoKind } from '../../../contracts/video-kind.ts';
import {
  VIDEO_MAX_RETAKES,
  VIDEO_QUESTION_MAX_CHARS,
  VIDEO_TIME_LIMIT_MAX_SECONDS,
  VIDEO_TIME_LIMIT_MIN_SECONDS,
  type VideoQuestionInput,
} from '../../../contracts/smartreq-kind-settings.ts';
import { defineStaffKind } from '../../ui/staff-kit/staff-kind.ts';
import { versionsBody } from '../../ui/field-versions/text-versions.ts';
import {
  VideoQuestionsEditor,
  blankVideoQuestion,
  videoQuestionDraft,
  type VideoQuestionDraft,
} from './video-questions-editor.tsx';

const text = (n: number | null | undefined) => (n === null || n === undefined ? '' : String(n));

const wholeIn = (value: string, min: number, max: number) =>
  /^\d+$/.test(value.trim()) && Number(value) >= min && Number(value) <= max;

export const videoStaffKind = defineStaffKind({
  kind: videoKind,
  label: msg`Video question`,
  fields: {
    draftFrom: (activity): VideoQuestionDraft[] =>
      activity?.video_questions.length
        ? activity.video_questions.map((q) =>
            videoQuestionDraft({
              id: q.video_question_id,
              text: q.text,
              savedText: q.text,
              versions: q.text_i18n,
              media: q.media === 'audio' ? 'audio' : 'video',
              timeLimit: String(q.time_limit_seconds),
              retakes: text(q.max_retakes),
            }),
          )
        : [blankVideoQuestion()],
    check(drafts: VideoQuestionDraft[], errors, context) {
      const defaultLanguage = context?.defaultLanguage;
      const questions: VideoQuestionInput[] = [];
      if (drafts.length === 0) errors['video-questions'] = msg`Write at least one question.`;
      for (const q of drafts) {
        const prefix = `video-${q.key}`;
        if (q.text.trim() === '') errors[`${prefix}-text`] = msg`Write the question.`;
        else if (q.text.trim().length > VIDEO_QUESTION_MAX_CHARS)
          errors[`${prefix}-text`] = msg`Keep the question under 1000 characters.`;
        if (!wholeIn(q.timeLimit, VIDEO_TIME_LIMIT_MIN_SECONDS, VIDEO_TIME_LIMIT_MAX_SECONDS))
          errors[`${prefix}-time`] = msg`Enter a whole number of seconds from 5 to 1800.`;
        if (q.retakes.trim() !== '' && !wholeIn(q.retakes, 0, VIDEO_MAX_RETAKES))
          errors[`${prefix}-retakes`] = msg`Enter a whole number from 0 to 10, or leave it empty for no limit.`;
        // Without the default language the versions are not shown, and the server keeps the saved ones.
        const versions = defaultLanguage ? versionsBody(q.versions, defaultLanguage) : undefined;
        for (const [language, version] of Object.entries(versions ?? {}))
          if ((version ?? '').length > VIDEO_QUESTION_MAX_CHARS)
            errors[`${prefix}-text-${language}`] = msg`This version is too long.`;
        questions.push({
          ...(q.id === undefined ? {} : { video_question_id: q.id }),
          text: q.text.trim(),
          ...(versions ? { text_i18n: versions } : {}),
          media: q.media,
          time_limit_seconds: Number(q.timeLimit),
          max_retakes: q.retakes.trim() === '' ? null : Number(q.retakes),
        });
      }
      return { video_questions: questions };
    },
    Form: VideoQuestionsEditor,
  },
  details(i18n, activity) {
    const count = activity.video_questions.length;
    return [
      count === 0
        ? i18n._(msg`No video questions yet`)
        : i18n._(msg({ message: plural(count, { one: '# video question', other: '# video questions' }) })),
    ];
  },
  notForKindTexts: { video_questions: () => t`Only video activities take video questions.` },
  refusals: { video_questions_missing: () => t`Write at least one question.` },
});
