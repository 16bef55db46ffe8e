/**
 * The language test in the plan editor (D442, D458): an activity's language, instruction language
 * and parts, its plan slot (server/modules/activity/kind-plan-slot.ts), kept in `vendor_assessments`
 * (vendor 1, one row per part, in order), where the candidate's side reads them (partsOf). Only a
 * company that has the language test may give one (409 otherwise, as its candidates' calls answer).
 */
import { sql } from 'kysely';
import {
  formatVendorAssessmentId,
  LANGUAGE_TEST_VENDOR_ID,
  parseVendorAssessmentId,
} from '../../../contracts/language-test.ts';
import { PlanErrorCode } from '../../../contracts/plan-codes.ts';
import type { LanguageTestInput, PlanActivity } from '../../../contracts/smartreq.ts';
import { HttpError } from '../../http/http-error.ts';
import { planInvalid, type KindPlanSlot } from '../activity/index.ts';
import { accountVendor, partsOf } from './language-test.store.ts';

const NO_LANGUAGE_TEST =
  'The language test is not enabled for this company, so a language test activity cannot be added.';

/** A language test's parts read back as the editor's input (languages from its first part). */
function languageTestOf(rows: readonly { external_vendor_asmt_id: string }[]): PlanActivity['language_test'] {
  const ids = rows.map((r) => parseVendorAssessmentId(r.external_vendor_asmt_id)).filter((p) => p !== null);
  const first = ids[0];
  if (!first) return null;
  return {
    language: first.language,
    instruction_language: first.instructionLanguage,
    parts: ids.map((p) => p.assessmentType),
  };
}

/** A language test's languages and parts: each part once; replaced only before candidates respond. */
export const languageTestPlanSlot: KindPlanSlot<'language_test', LanguageTestInput> = {
  field: 'language_test',
  notForKind: 'Only language test activities take languages and parts.',
  none: null,
  carries: (input) => Boolean(input),
  parse(input) {
    if (!input)
      throw planInvalid(
        PlanErrorCode.languageTestIncomplete,
        'language_test',
        'Choose the language and at least one part.',
      );
    const parts = [...new Set(input.parts)];
    if (parts.length !== input.parts.length)
      throw planInvalid(PlanErrorCode.languageTestPartRepeated, 'language_test', 'Give each part once.');
    return { language: input.language, instruction_language: input.instruction_language, parts };
  },
  async check(db, accountId) {
    if (!(await accountVendor(db, accountId)))
      throw new HttpError(409, PlanErrorCode.languageTestOff, NO_LANGUAGE_TEST);
  },
  same: (test, kept) => JSON.stringify(kept) === JSON.stringify(test),
  async persist(db, activityId, test) {
    await db.deleteFrom('vendor_assessments').where('job_step_activity_id', '=', activityId).execute();
    await db
      .insertInto('vendor_assessments')
      .values(
        test.parts.map((part, i) => ({
          job_step_activity_id: activityId,
          vendor_id: LANGUAGE_TEST_VENDOR_ID,
          external_vendor_asmt_id: formatVendorAssessmentId({
            assessmentType: part,
            language: test.language,
            instructionLanguage: test.instruction_language,
          }),
          sort_order: i + 1,
        })),
      )
      .execute();
  },
  async read(db, activityIds) {
    const rows = await partsOf(db, activityIds);
    const tests = new Map<number, PlanActivity['language_test']>();
    for (const activityId of new Set(rows.map((r) => r.job_step_activity_id)))
      tests.set(activityId, languageTestOf(rows.filter((r) => r.job_step_activity_id === activityId)));
    return tests;
  },
  async copy(db, fromActivityId, toActivityId) {
    await sql`insert into vendor_assessments (job_step_activity_id, vendor_id, external_vendor_asmt_id, sort_order)
      select ${toActivityId}, vendor_id, external_vendor_asmt_id, sort_order from vendor_assessments
      where job_step_activity_id = ${fromActivityId}`.execute(db);
  },
};
