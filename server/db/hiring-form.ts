/**
 * The questionnaire's hiring form (D291): a requisition's questionnaire activity
 * asks every item but those measuring a scale kept out of hiring (contracts/hiring-attributes.ts),
 * unless its settings ask the full form. A pathway's always asks the full form. The content the
 * candidate reads leaves the items out (here); an answer to one is refused and scoring reads only
 * the items the form asks (server/modules/scoring/asked-items.ts), so no excluded scale is
 * computed from a hiring form. Below the modules (D338): assessment, scoring, the job link and
 * reports read it, and it needs none of them. With it, what a scoring key needs of each item
 * (readScoringItems), which assessment, scoring, scale quality and reports read.
 */
import { hiringExclusionOf } from '../../contracts/hiring-attributes.ts';
import { questionnaireFormOf, type QuestionnaireForm } from '../../contracts/questionnaire-settings.ts';
import type { Db } from './database.ts';

/** job_type_id of a requisition (2; a pathway is 4). */
export const REQUISITION = 2;

/** The items of a questionnaire that measure a scale kept out of hiring (the hiring form leaves them out). */
export async function itemsKeptOutOfHiring(db: Db, asmtId: number): Promise<Set<string>> {
  const rows = await db
    .selectFrom('assessment_items as i')
    .innerJoin('attribute_types as at', (join) =>
      join.onRef('at.asmt_id', '=', 'i.asmt_id').onRef('at.code', '=', 'i.attribute_code'),
    )
    .select(['i.item_id', 'at.category', 'at.code'])
    .where('i.asmt_id', '=', asmtId)
    .execute();
  return new Set(rows.filter((row) => hiringExclusionOf(row) !== null).map((row) => row.item_id));
}

/** A form that asks fewer items takes that share of the questionnaire's estimate, rounded up (D297). */
export const minutesForItems = (minutes: number, allItems: number, askedItems: number): number =>
  allItems === 0 || askedItems >= allItems ? minutes : Math.max(1, Math.ceil((minutes * askedItems) / allItems));

/** The questionnaire's estimate for its hiring form, before a tracker exists (the job link, D297). */
export async function hiringFormMinutes(db: Db, asmtId: number, minutes: number): Promise<number> {
  const items = await db
    .selectFrom('assessment_items')
    .select('item_id')
    .where('asmt_id', '=', asmtId)
    .where('is_practice', '=', false)
    .execute();
  const left = await itemsKeptOutOfHiring(db, asmtId);
  return minutesForItems(minutes, items.length, items.filter((item) => !left.has(item.item_id)).length);
}

/**
 * The form the caller's tracker's questionnaire `asmtId` asks, for its content: the hiring form
 * when the tracker's requisition gives it in an activity asking the hiring form, else the full
 * form (also for a tracker that is not the caller's: it tells nothing of another's).
 */
export async function formOfTracker(
  db: Db,
  tracker: { refId: string; userId: number },
  asmtId: number,
): Promise<QuestionnaireForm> {
  const rows = await db
    .selectFrom('user_trackers as t')
    .innerJoin('jobs as j', 'j.job_id', 't.job_id')
    .innerJoin('job_steps as js', 'js.job_id', 't.job_id')
    .innerJoin('job_step_activities as jsa', 'jsa.job_step_id', 'js.job_step_id')
    .select(['jsa.settings', 'j.job_type_id'])
    .where('t.ref_id', '=', tracker.refId)
    .where('t.user_id', '=', tracker.userId)
    .where('jsa.activity_type', '=', 'assessment')
    .where('jsa.asmt_id', '=', asmtId)
    .execute();
  return rows.some((row) => row.job_type_id === REQUISITION && questionnaireFormOf(row.settings) === 'hiring')
    ? 'hiring'
    : 'full';
}

/** What a scoring key needs of each item, and the range of the scale each item answers on. */
export async function readScoringItems(db: Db, asmtId: number) {
  return db
    .selectFrom('assessment_items as i')
    .innerJoin('response_scales as s', 's.scale_code', 'i.response_scale')
    .select(['i.item_id', 'i.attribute_code', 'i.keyed', 'i.is_practice', 's.min_value', 's.max_value'])
    .where('i.asmt_id', '=', asmtId)
    .orderBy('i.sort_order')
    .execute();
}
