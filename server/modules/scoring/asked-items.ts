/**
 * The items a questionnaire activity asks (D291): a requisition's hiring form leaves out those of
 * the scales kept out of hiring (server/db/hiring-form.ts). The answer endpoints
 * refuse an answer to another item (400 item_not_asked) and scoring reads only the asked ones.
 */
import { ErrorCode } from '../../../contracts/error-codes.ts';
import { questionnaireFormOf, type QuestionnaireForm } from '../../../contracts/questionnaire-settings.ts';
import type { Db } from '../../db/database.ts';
import { WordedFieldError, type RefusalWords } from '../../http/http-error.ts';
import { itemsKeptOutOfHiring, REQUISITION } from '../../db/hiring-form.ts';

/** The form an activity asks (its setting in a requisition, the full form in a pathway or for no activity) and its questionnaire. */
async function activityForm(
  db: Db,
  jobStepActivityId: number,
): Promise<{ form: QuestionnaireForm; asmtId: number | null }> {
  const row = await db
    .selectFrom('job_step_activities as jsa')
    .innerJoin('job_steps as js', 'js.job_step_id', 'jsa.job_step_id')
    .innerJoin('jobs as j', 'j.job_id', 'js.job_id')
    .select(['jsa.settings', 'jsa.activity_type', 'jsa.asmt_id', 'j.job_type_id'])
    .where('jsa.job_step_activity_id', '=', jobStepActivityId)
    .executeTakeFirst();
  if (row?.activity_type !== 'assessment' || row.job_type_id !== REQUISITION) return { form: 'full', asmtId: null };
  return { form: questionnaireFormOf(row.settings), asmtId: row.asmt_id };
}

/** The items an activity's form does not ask: none for the full form or another kind. */
export async function itemsNotAsked(db: Db, jobStepActivityId: number): Promise<Set<string>> {
  const { form, asmtId } = await activityForm(db, jobStepActivityId);
  return form === 'full' || asmtId == null ? new Set() : itemsKeptOutOfHiring(db, asmtId);
}

/** The refusal's words, in the candidate's language (D297). */
export const NOT_ASKED_WORDS: RefusalWords = {
  en: 'This questionnaire asks its hiring form, which leaves this item out: it measures a scale kept out of hiring decisions, so its answer is not kept.',
  es: 'Este cuestionario usa su versión para contratación, que no incluye esta pregunta: mide una escala que queda fuera de las decisiones de contratación, así que su respuesta no se guarda.',
  fr: 'Ce questionnaire pose sa version de recrutement, qui ne contient pas cette question\u202f: elle mesure une échelle écartée des décisions de recrutement, sa réponse n’est donc pas conservée.',
};

/** The refusal of an answer to an item the form does not ask. */
export const itemNotAsked = (): WordedFieldError =>
  new WordedFieldError(400, ErrorCode.itemNotAsked, 'item_id', NOT_ASKED_WORDS);
