/**
 * A company's message templates (contracts/message-templates.ts): judged whole before anything is
 * written, one transaction per change, each change audited.
 */
import {
  messageTemplateProblems,
  type ListTemplates,
  type MessageTemplate,
  type SaveTemplate,
} from '../../../contracts/message-templates.ts';
import type { Db } from '../../db/database.ts';
import { assertNoProblems } from '../../http/http-error.ts';
import { audit } from '../auth/auth.store.ts';
import type { LoadedUser } from '../user/user.store.ts';
import { assertMayManage, assertMayRead } from '../company-templates/template-access.ts';
import { assertNameFree, lockCompany, templateInReach } from '../company-templates/template-kit.ts';
import * as store from './message-templates.store.ts';

async function manageableTemplate(db: Db, viewer: LoadedUser, id: number): Promise<MessageTemplate> {
  return templateInReach(db, viewer, await store.templateById(db, id, true));
}

function judged(body: SaveTemplate): SaveTemplate {
  const { value, problems } = messageTemplateProblems(body);
  assertNoProblems(problems);
  return value;
}

export async function listTemplates(db: Db, viewer: LoadedUser, query: ListTemplates) {
  await assertMayManage(db, viewer, query.account_id);
  return store.listTemplates(db, query);
}

/** Everyone who may email applicants reads the templates to start from (D201); only settings access changes them. */
export async function usableTemplates(db: Db, viewer: LoadedUser, accountId: number) {
  await assertMayRead(db, viewer, accountId);
  const { results } = await store.listTemplates(db, { account_id: accountId, ordering: 'name', page_size: 100 });
  return { results };
}

export async function createTemplate(db: Db, viewer: LoadedUser, body: SaveTemplate & { account_id: number }) {
  await assertMayManage(db, viewer, body.account_id);
  const value = judged(body);
  return db.transaction().execute(async (trx) => {
    await lockCompany(trx, body.account_id);
    assertNameFree(await store.nameTaken(trx, body.account_id, value.name));
    const id = await store.insertTemplate(trx, body.account_id, value);
    await audit(trx, {
      event: 'message_template_created',
      actorUserId: viewer.user_id,
      accountId: body.account_id,
      details: { message_template_id: id, name: value.name },
    });
    return (await store.templateById(trx, id))!;
  });
}

export async function updateTemplate(db: Db, viewer: LoadedUser, id: number, body: SaveTemplate) {
  const value = judged(body);
  return db.transaction().execute(async (trx) => {
    const found = await manageableTemplate(trx, viewer, id);
    assertNameFree(await store.nameTaken(trx, found.account_id, value.name, id));
    if (value.name !== found.name || value.body !== found.body) {
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
    const found = await manageableTemplate(trx, viewer, id);
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
