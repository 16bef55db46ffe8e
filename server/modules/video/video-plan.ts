/**
 * Video answers in the plan editor (D442): an activity's questions, its plan slot
 * (server/modules/activity/kind-plan-slot.ts), kept in `video_questions` in order. The candidate's
 * side reads them through video.store.ts.
 */
import { sql } from 'kysely';
import { PlanErrorCode } from '../../../contracts/plan-codes.ts';
import type { PlanActivity, VideoQuestionInput } from '../../../contracts/smartreq.ts';
import { storedVersions } from '../../../contracts/company-text.ts';
import { planInvalid, type KindPlanSlot } from '../activity/index.ts';
import { placeQuestions, sameVersions } from './question-places.ts';
import { QUESTION_COLUMNS } from './video.store.ts';

const NO_QUESTIONS = 'Write at least one question.';

type KeptQuestion = PlanActivity['video_questions'][number];

/** The same question, asked the same way (its versions aside); an id, when sent, must be the kept one's. */
const asked = (q: VideoQuestionInput, kept: KeptQuestion | undefined): kept is KeptQuestion =>
  kept !== undefined &&
  (q.video_question_id === undefined || q.video_question_id === kept.video_question_id) &&
  kept.text === q.text &&
  kept.media === q.media &&
  kept.time_limit_seconds === q.time_limit_seconds &&
  kept.max_retakes === q.max_retakes;

const sameAsked = (questions: VideoQuestionInput[], kept: KeptQuestion[]) =>
  questions.length === kept.length && questions.every((q, i) => asked(q, kept[i]));

/**
 * A video activity's questions: at least one. A changed list keeps the rows of the questions that
 * stay, with their versions (D469); other questions only before candidates answer (answers cascade
 * with their question), their versions in other languages at any time.
 */
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
  same: (questions, kept) =>
    sameAsked(questions, kept) &&
    questions.every((q, i) => q.text_i18n === undefined || sameVersions(q.text_i18n, kept[i]?.text_i18n)),
  keepsAnswers: sameAsked,
  async persist(db, activityId, questions) {
    const saved = await db
      .selectFrom('video_questions')
      .select(['video_question_id', 'text', 'text_i18n'])
      .where('job_step_activity_id', '=', activityId)
      .execute();
    const places = placeQuestions(questions, saved);
    const staying = places.flatMap((p) => p.video_question_id ?? []);
    await db
      .deleteFrom('video_questions')
      .where('job_step_activity_id', '=', activityId)
      .$if(staying.length > 0, (d) => d.where('video_question_id', 'not in', staying))
      .execute();
    const rows = questions.map((q, i) => ({
      job_step_activity_id: activityId,
      text: q.text,
      text_i18n: JSON.stringify(places[i]!.versions),
      media: q.media,
      time_limit_seconds: q.time_limit_seconds,
      max_retakes: q.max_retakes,
      sort: i + 1,
    }));
    for (const [i, row] of rows.entries()) {
      const id = places[i]!.video_question_id;
      if (id !== undefined)
        await db.updateTable('video_questions').set(row).where('video_question_id', '=', id).execute();
    }
    const added = rows.filter((_, i) => places[i]!.video_question_id === undefined);
    if (added.length > 0) await db.insertInto('video_questions').values(added).execute();
  },
  async read(db, activityIds) {
    if (activityIds.length === 0) return new Map();
    const rows = await db
      .selectFrom('video_questions')
      .select(QUESTION_COLUMNS)
      .where('job_step_activity_id', 'in', activityIds)
      .orderBy('sort')
      .orderBy('video_question_id')
      .execute();
    const questions = new Map<number, PlanActivity['video_questions']>();
    for (const { job_step_activity_id: activityId, text_i18n, ...q } of rows)
      questions.set(activityId, [...(questions.get(activityId) ?? []), { ...q, text_i18n: storedVersions(text_i18n) }]);
    return questions;
  },
  async copy(db, fromActivityId, toActivityId) {
    await sql`insert into video_questions (job_step_activity_id, text, text_i18n, media, time_limit_seconds, max_retakes, sort)
      select ${toActivityId}, text, text_i18n, media, time_limit_seconds, max_retakes, sort from video_questions
      where job_step_activity_id = ${fromActivityId}`.execute(db);
  },
};
