/**
 * What the plan editor offers a company: the skills tests, assessments and onboarding forms a plan
 * may give, and whether the company has the language test. These functions trust the ids they are given.
 */
import { sql } from 'kysely';
import { LANGUAGE_TEST_VENDOR_ID } from '../../../contracts/language-test.ts';
import type { PlanOnboardingForm, PlanSkillsTest } from '../../../contracts/smartreq.ts';
import type { Language } from '../../../contracts/user.ts';
import type { Db } from '../../db/database.ts';

/** A plan names a test, never one of its versions; an authored test once it has a published version. */
const offered = (alias: string) =>
  sql<boolean>`${sql.ref(`${alias}.version_of`)} is null and (not ${sql.ref(`${alias}.is_draft`)} or exists (select 1 from skills_tests v where v.version_of = ${sql.ref(`${alias}.skills_test_id`)}))`;

/** The skills tests a company's plan may give: its own, then the provider's (account_id null), titles in `language` (else English). */
export async function listSkillsTests(db: Db, accountId: number, language: Language): Promise<PlanSkillsTest[]> {
  const rows = await db
    .selectFrom('skills_tests as s')
    .leftJoin('skills_test_texts as t', (join) =>
      join.onRef('t.skills_test_id', '=', 's.skills_test_id').on('t.language', '=', language),
    )
    .leftJoin('skills_test_texts as en', (join) =>
      join.onRef('en.skills_test_id', '=', 's.skills_test_id').on('en.language', '=', 'en'),
    )
    .select((eb) => [
      's.skills_test_id',
      's.slug',
      's.account_id',
      't.title',
      'en.title as en_title',
      eb
        .selectFrom('skills_test_sections as x')
        .select((e) => e.fn.countAll<string>().as('n'))
        .whereRef('x.skills_test_id', '=', 's.skills_test_id')
        .as('sections'),
      eb
        .selectFrom('skills_test_sections as x')
        .select((e) => e.fn.coalesce(e.fn.sum<string>('x.minutes'), sql<string>`0`).as('m'))
        .whereRef('x.skills_test_id', '=', 's.skills_test_id')
        .where('x.is_practice', '=', false)
        .as('timed_minutes'),
    ])
    .where((eb) => eb.or([eb('s.account_id', '=', accountId), eb('s.account_id', 'is', null)]))
    .where(offered('s'))
    .orderBy(sql`s.account_id is null`)
    .orderBy('s.skills_test_id')
    .execute();
  return rows.map((r) => ({
    skills_test_id: r.skills_test_id,
    title: r.title ?? r.en_title ?? r.slug,
    owner: r.account_id === null ? 'provider' : 'company',
    sections: Number(r.sections ?? 0),
    timed_minutes: Number(r.timed_minutes ?? 0),
  }));
}

/** Whether a company's plan may give the test: its own or the provider's. */
export async function skillsTestUsable(db: Db, accountId: number, skillsTestId: number): Promise<boolean> {
  const row = await db
    .selectFrom('skills_tests')
    .select('skills_test_id')
    .where('skills_test_id', '=', skillsTestId)
    .where((eb) => eb.or([eb('account_id', '=', accountId), eb('account_id', 'is', null)]))
    .where(offered('skills_tests'))
    .executeTakeFirst();
  return row !== undefined;
}

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
