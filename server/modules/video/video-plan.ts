/**
 * Video answers in the plan editor (D442): an activity's questions, its plan slot
 * (server/modules/activity/kind-plan-slot.ts), kept in `video_questions` in order. The candidate's
 * side reads them through video.store.ts.
 */
import { sql } from 'kysely';
import { PlanErrorCode } from '../../../contracts/plan-codes.ts';
import type { PlanActivity, VideoQuestionInput } from '../../../contracts/smartreq.ts';
import { planInvalid, type KindPlanSlot } from '../activity/index.ts';

const NO_QUESTIONS = 'Write at least one question.';

const sameQuestion = (q: VideoQuestionInput, kept: PlanActivity['video_questions'][number] | undefined) =>
  kept !== undefined &&
  kept.text === q.text &&
  kept.media === q.media &&
  kept.time_limit_seconds === q.time_limit_seconds &&
  kept.max_retakes === q.max_retakes;

/** A video activity's questions: at least one; replaced only before candidates answer (answers cascade with their question). */
export const videoPlanSlot: KindPlanSlot<'video_questions', VideoQuestionInput[]> = {
  field: 'video_questions',
  notForKind: 'Only video activities take video questions.',
  none: [],
  carries: (input) => Boolean(input?.length),
  parse(input) {
    if (!input || input.length === 0)
      throw planInvalid(PlanErrorCode.videoQuestionsMissing, 'video_questions', NO_QUESTIONS);
    return input.map((q) => ({ ...q, text: q.text.trim() }));
  },
  same: (questions, kept) => questions.length === kept.length && questions.every((q, i) => sameQuestion(q, kept[i])),
  async persist(db, activityId, questions) {
    await db.deleteFrom('video_questions').where('job_step_activity_id', '=', activityId).execute();
    if (questions.length === 0) return;
    await db
      .insertInto('video_questions')
      .values(
        questions.map((q, i) => ({
          job_step_activity_id: activityId,
          text: q.text,
          media: q.media,
          time_limit_seconds: q.time_limit_seconds,
          max_retakes: q.max_retakes,
          sort: i + 1,
        })),
      )
      .execute();
  },
  async read(db, activityIds) {
    if (activityIds.length === 0) return new Map();
    const rows = await db
      .selectFrom('video_questions')
      .select(['video_question_id', 'job_step_activity_id', 'text', 'media', 'time_limit_seconds', 'max_retakes'])
      .where('job_step_activity_id', 'in', activityIds)
      .orderBy('sort')
      .orderBy('video_question_id')
      .execute();
    const questions = new Map<number, PlanActivity['video_questions']>();
    for (const { job_step_activity_id: activityId, ...q } of rows)
      questions.set(activityId, [...(questions.get(activityId) ?? []), q]);
    return questions;
  },
  async copy(db, fromActivityId, toActivityId) {
    await sql`insert into video_questions (job_step_activity_id, text, text_i18n, media, time_limit_seconds, max_retakes, sort)
      select ${toActivityId}, text, text_i18n, media, time_limit_seconds, max_retakes, sort from video_questions
      where job_step_activity_id = ${fromActivityId}`.execute(db);
  },
};
