/**
 * A company's screening-question templates (contracts/screening-templates.ts): judged whole, the
 * questions checked to be live questions of the company's own pre-screen list, one transaction
 * per change, each change audited. Plans copy a template's question ids, so deleting it is safe.
 */
import {
  screeningTemplateProblems,
  type ListScreeningTemplates,
  type SaveScreeningTemplate,
  type ScreeningTemplate,
} from '../../../contracts/screening-templates.ts';
import type { Db } from '../../db/database.ts';
import { lockCompany } from '../../db/company-lock.ts';
import { assertNoProblems, invalid } from '../../http/http-error.ts';
import { audit } from '../../audit/audit-trail.ts';
import type { LoadedUser } from '../user/index.ts';
import * as store from './screening-templates.store.ts';
import { assertNameFree, stillThere } from './template-kit.ts';

// Who may read or change a template is declared on each endpoint (contracts/screening-templates.ts):
// the services get the checked company, or the id of a template the access layer checked.
async function checkedTemplate(trx: Db, id: number): Promise<ScreeningTemplate> {
  return stillThere(await store.templateById(trx, id, true));
}

async function judged(
  db: Db,
  accountId: number,
  body: SaveScreeningTemplate,
  exceptId?: number,
): Promise<SaveScreeningTemplate> {
  const { value, problems } = screeningTemplateProblems(body);
  assertNoProblems(problems);
  const known = await store.prescreenQuestionIds(db, accountId, value.account_question_ids);
  if (value.account_question_ids.some((id) => !known.has(id))) {
    throw invalid('account_question_ids', "Use questions from the company's pre-screen list.");
  }
  assertNameFree(await store.nameTaken(db, accountId, value.name, exceptId));
  return value;
}

export async function listTemplates(db: Db, query: ListScreeningTemplates) {
  return store.listTemplates(db, query);
}

export async function createTemplate(db: Db, viewer: LoadedUser, accountId: number, body: SaveScreeningTemplate) {
  return db.transaction().execute(async (trx) => {
    await lockCompany(trx, accountId);
    const value = await judged(trx, accountId, body);
    const id = await store.insertTemplate(trx, accountId, value.name);
    await store.saveTemplate(trx, id, value.name, value.account_question_ids);
    await audit(trx, {
      event: 'screening_template_created',
      actorUserId: viewer.user_id,
      accountId,
      details: { screening_template_id: id, name: value.name },
    });
    return (await store.templateById(trx, id))!;
  });
}

export async function updateTemplate(db: Db, viewer: LoadedUser, id: number, body: SaveScreeningTemplate) {
  return db.transaction().execute(async (trx) => {
    const found = await checkedTemplate(trx, id);
    const value = await judged(trx, found.account_id, body, id);
    await store.saveTemplate(trx, id, value.name, value.account_question_ids);
    await audit(trx, {
      event: 'screening_template_changed',
      actorUserId: viewer.user_id,
      accountId: found.account_id,
      details: { screening_template_id: id },
    });
    return (await store.templateById(trx, id))!;
  });
}

export async function deleteTemplate(db: Db, viewer: LoadedUser, id: number) {
  return db.transaction().execute(async (trx) => {
    const found = await checkedTemplate(trx, id);
    await store.deleteTemplate(trx, id);
    await audit(trx, {
      event: 'screening_template_deleted',
      actorUserId: viewer.user_id,
      accountId: found.account_id,
      details: { screening_template_id: id, name: found.name },
    });
    return { deleted: id };
  });
}
