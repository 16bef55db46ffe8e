/**
 * What the plan editor offers a company: the assessments and onboarding forms a plan may give, and
 * whether the company has the language test (the skills tests: skills-test/skills-test-plan.ts).
 * These functions trust the ids they are given.
 */
import { LANGUAGE_TEST_VENDOR_ID } from '../../../contracts/language-test.ts';
import type { PlanOnboardingForm } from '../../../contracts/smartreq.ts';
import type { Language } from '../../../contracts/user.ts';
import type { Db } from '../../db/database.ts';

/** Whether the company has the language test (vendor 1). */
export async function hasLanguageTestVendor(db: Db, accountId: number): Promise<boolean> {
  const row = await db
    .selectFrom('account_vendors')
    .select('account_id')
    .where('account_id', '=', accountId)
    .where('vendor_id', '=', LANGUAGE_TEST_VENDOR_ID)
    .executeTakeFirst();
  return row !== undefined;
}

/** The company's onboarding forms that are not archived, oldest first. */
export async function listOnboardingForms(db: Db, accountId: number) {
  const rows = await db
    .selectFrom('account_onboarding_forms')
    .select(['onboarding_form_id', 'name'])
    .where('account_id', '=', accountId)
    .where('is_archived', '=', false)
    .orderBy('onboarding_form_id')
    .execute();
  return rows.map((r) => ({ onboarding_form_id: r.onboarding_form_id, name: r.name as PlanOnboardingForm['name'] }));
}

/** Whether the form is the company's and not archived. */
export async function onboardingFormUsable(db: Db, accountId: number, formId: number): Promise<boolean> {
  const row = await db
    .selectFrom('account_onboarding_forms')
    .select('onboarding_form_id')
    .where('onboarding_form_id', '=', formId)
    .where('account_id', '=', accountId)
    .where('is_archived', '=', false)
    .executeTakeFirst();
  return row !== undefined;
}

export async function assessmentExists(db: Db, asmtId: number): Promise<boolean> {
  return (
    (await db.selectFrom('assessments').select('asmt_id').where('asmt_id', '=', asmtId).executeTakeFirst()) !==
    undefined
  );
}

export async function listAssessments(db: Db, language: Language) {
  const rows = await db
    .selectFrom('assessments as a')
    .leftJoin('assessment_texts as t', (join) =>
      join.onRef('t.asmt_id', '=', 'a.asmt_id').on('t.language', '=', language),
    )
    .leftJoin('assessment_texts as en', (join) =>
      join.onRef('en.asmt_id', '=', 'a.asmt_id').on('en.language', '=', 'en'),
    )
    .select(['a.asmt_id', 'a.slug', 'a.kind', 'a.estimated_minutes', 't.title', 'en.title as en_title'])
    .orderBy('a.asmt_id')
    .execute();
  return rows.map((r) => ({
    asmt_id: r.asmt_id,
    slug: r.slug,
    kind: r.kind,
    estimated_minutes: r.estimated_minutes,
    title: r.title ?? r.en_title ?? r.slug,
  }));
}
