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
import { lockCompany } from '../../db/company-lock.ts';
import { assertNoProblems } from '../../http/http-error.ts';
import { audit } from '../../audit/audit-trail.ts';
import type { LoadedUser } from '../user/index.ts';
import { assertNameFree, stillThere } from '../company-templates/index.ts';
import * as store from './message-templates.store.ts';

// Who may read or change a template is declared on each endpoint (contracts/message-templates.ts):
// the services get the checked company, or the id of a template the access layer checked.
async function checkedTemplate(trx: Db, id: number): Promise<MessageTemplate> {
  return stillThere(await store.templateById(trx, id, true));
}

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
  return db.transaction().execute(async (trx) => {
    await lockCompany(trx, accountId);
    assertNameFree(await store.nameTaken(trx, accountId, value.name));
    const id = await store.insertTemplate(trx, accountId, value);
    await audit(trx, {
      event: 'message_template_created',
      actorUserId: viewer.user_id,
      accountId,
      details: { message_template_id: id, name: value.name },
    });
    return (await store.templateById(trx, id))!;
  });
}

export async function updateTemplate(db: Db, viewer: LoadedUser, id: number, body: SaveTemplate) {
  const value = judged(body);
  return db.transaction().execute(async (trx) => {
    const found = await checkedTemplate(trx, id);
    assertNameFree(await store.nameTaken(trx, found.account_id, value.name, id));
    if (!sameTemplate(value, found)) {
      await store.updateTemplate(trx, id, value);
      await audit(trx, {
        event: 'message_template_changed',
        actorUserId: viewer.user_id,
        accountId: found.account_id,
        details: { message_template_id: id },
      });
    }
    return (await store.templateById(trx, id))!;
  });
}

export async function deleteTemplate(db: Db, viewer: LoadedUser, id: number) {
  return db.transaction().execute(async (trx) => {
    const found = await checkedTemplate(trx, id);
    await store.deleteTemplate(trx, id);
    await audit(trx, {
      event: 'message_template_deleted',
      actorUserId: viewer.user_id,
      accountId: found.account_id,
      details: { message_template_id: id, name: found.name },
    });
    return { deleted: id };
  });
}
