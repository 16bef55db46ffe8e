/**
 * A company's screening-question templates (contracts/screening-templates.ts): judged whole, the
 * questions checked to be live questions of the company's own pre-screen list, one transaction
 * per change, each change audited. Plans copy a template's question ids, so deleting it is safe.
 */
import {
  screeningTemplateProblems,
  type ListScreeningTemplates,
  type SaveScreeningTemplate,
} from '../../../contracts/screening-templates.ts';
import type { Db } from '../../db/database.ts';
import { assertNoProblems, invalid } from '../../http/http-error.ts';
import type { LoadedUser } from '../user/index.ts';
import * as store from './screening-templates.store.ts';
import { assertNameFree, templateChanges } from './template-kit.ts';

// Who may read or change a template is declared on each endpoint (contracts/screening-templates.ts):
// the services get the checked company, or the id of a template the access layer checked.
const changes = templateChanges({
  noun: 'screening_template',
  templateById: store.templateById,
  deleteTemplate: store.deleteTemplate,
});

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
  return changes.create(db, viewer, accountId, async (trx) => {
    const value = await judged(trx, accountId, body);
    const id = await store.insertTemplate(trx, accountId, value.name);
    await store.saveTemplate(trx, id, value.name, value.account_question_ids);
    return { id, name: value.name };
  });
}

export async function updateTemplate(db: Db, viewer: LoadedUser, id: number, body: SaveScreeningTemplate) {
  return changes.update(db, viewer, id, async (trx, found) => {
    const value = await judged(trx, found.account_id, body, id);
    await store.saveTemplate(trx, id, value.name, value.account_question_ids);
    return true;
  });
}

export async function deleteTemplate(db: Db, viewer: LoadedUser, id: number) {
  return changes.remove(db, viewer, id);
}
