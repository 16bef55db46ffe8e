/**
 * A company's personal assessments (contracts/personal-assessments.ts): staff with settings access
 * and provider admins turn the provider's questionnaires on and off for the company's plans (their
 * endpoints' `company-settings` permission checks the company); each change is in the
 * administrative audit trail. The plan editor (job/plan-activity-checks.ts) reads the store to
 * refuse a questionnaire that is off for an activity that did not give it already.
 */
import type { Language } from '../../../contracts/languages.ts';
import type { ListPersonalAssessments, PersonalAssessment } from '../../../contracts/personal-assessments.ts';
import type { Db } from '../../db/database.ts';
import { lockCompany } from '../../db/company-lock.ts';
import { notFound } from '../../http/http-error.ts';
import { audit } from '../../audit/audit-trail.ts';
import type { LoadedUser } from '../user/index.ts';
import * as store from './personal-assessments.store.ts';

export async function listAssessments(db: Db, query: ListPersonalAssessments) {
  return store.listAssessments(db, query);
}

export async function toggleAssessment(
  db: Db,
  viewer: LoadedUser,
  accountId: number,
  asmtId: number,
  body: { is_enabled: boolean; language?: Language | undefined },
): Promise<PersonalAssessment> {
  const language = body.language ?? 'en';
  return db.transaction().execute(async (trx) => {
    await lockCompany(trx, accountId);
    const found = await store.assessmentFor(trx, accountId, asmtId, 'en');
    if (!found) throw notFound('Questionnaire not found');
    if (found.is_enabled !== body.is_enabled) {
      await store.setEnabled(trx, accountId, asmtId, body.is_enabled);
      await audit(trx, {
        event: body.is_enabled ? 'questionnaire_enabled' : 'questionnaire_disabled',
        actorUserId: viewer.user_id,
        accountId,
        details: { asmt_id: asmtId, name: found.title },
      });
    }
    return (await store.assessmentFor(trx, accountId, asmtId, language))!;
  });
}
