/** What the plan editor offers to add: the company's questionnaires and onboarding forms (its skills tests: the skills-test module, D442). */
import type { Language } from '../../../contracts/user.ts';
import type { Db } from '../../db/database.ts';
import type { LoadedUser } from '../user/index.ts';
import { disabledIds as disabledQuestionnaires } from '../personal-assessments/index.ts';
import { namedCompany } from '../../http/job-access.ts';
import * as planOffers from './plan-offers.store.ts';

/** The questionnaires a plan may add: all of them, or with a company the ones it has not turned off (D154). */
export async function planAssessments(db: Db, viewer: LoadedUser, accountId: number | undefined, language: Language) {
  const all = await planOffers.listAssessments(db, language);
  if (accountId === undefined) return all;
  const off = await disabledQuestionnaires(db, await namedCompany(db, viewer, accountId));
  return all.filter((a) => !off.has(a.asmt_id));
}

/** The company's onboarding forms for the plan editor, and whether it has the language test. */
export async function planOnboardingForms(db: Db, account: number) {
  return {
    forms: await planOffers.listOnboardingForms(db, account),
    language_test_enabled: await planOffers.hasLanguageTestVendor(db, account),
  };
}
