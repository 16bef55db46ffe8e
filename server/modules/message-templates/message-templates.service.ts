/**
 * A company's message templates (contracts/message-templates.ts): judged whole before anything is
 * written, one transaction per change, each change audited.
 */
import {
  messageTemplateProblems,
  type JudgedTemplate,
  type ListTemplates,
  type MessageTemplate,
  type SaveTemplate,
} from '../../../contracts/message-templates.ts';
import { asLanguage } from '../../integrations/mail-template/templated-mail.ts';
import type { Db } from '../../db/database.ts';
import { assertNoProblems } from '../../http/http-error.ts';
import type { LoadedUser } from '../user/index.ts';
import { assertNameFree, templateChanges } from '../company-templates/index.ts';
import * as store from './message-templates.store.ts';

// Who may read or change a template is declared on each endpoint (contracts/message-templates.ts):
// the services get the checked company, or the id of a template the access layer checked.
const changes = templateChanges({
  noun: 'message_template',
  templateById: store.templateById,
  deleteTemplate: store.deleteTemplate,
});

function judged(body: SaveTemplate): JudgedTemplate {
  const { value, problems } = messageTemplateProblems(body);
  assertNoProblems(problems);
  return value;
}

export async function listTemplates(db: Db, query: ListTemplates) {
  return store.listTemplates(db, query);
}

/**
 * Everyone who may email applicants reads the templates to start from (D201), with the language of
 * their own subject and body (D292); only settings access changes them.
 */
export async function usableTemplates(db: Db, accountId: number) {
  const { results } = await store.listTemplates(db, { account_id: accountId, ordering: 'name', page_size: 100 });
  return { results, default_language: asLanguage(await store.defaultLanguageOf(db, accountId)) };
}

const sameTemplate = (a: JudgedTemplate, b: MessageTemplate) =>
  a.name === b.name &&
  a.subject === b.subject &&
  a.body === b.body &&
  JSON.stringify(a.subject_i18n) === JSON.stringify(b.subject_i18n) &&
  JSON.stringify(a.body_i18n) === JSON.stringify(b.body_i18n);

export async function createTemplate(db: Db, viewer: LoadedUser, accountId: number, body: SaveTemplate) {
  const value = judged(body);
  return changes.create(db, viewer, accountId, async (trx) => {
    assertNameFree(await store.nameTaken(trx, accountId, value.name));
    return { id: await store.insertTemplate(trx, accountId, value), name: value.name };
  });
}

/** A save that changes nothing is not audited. */
export async function updateTemplate(db: Db, viewer: LoadedUser, id: number, body: SaveTemplate) {
  const value = judged(body);
  return changes.update(db, viewer, id, async (trx, found) => {
    assertNameFree(await store.nameTaken(trx, found.account_id, value.name, id));
    if (sameTemplate(value, found)) return false;
    await store.updateTemplate(trx, id, value);
    return true;
  });
}

export async function deleteTemplate(db: Db, viewer: LoadedUser, id: number) {
  return changes.remove(db, viewer, id);
}
