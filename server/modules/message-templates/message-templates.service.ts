/**
 * A company's message templates (contracts/message-templates.ts): judged whole before anything is
 * written, one transaction per change, each change audited.
 */
import { ErrorCode } from '../../../contracts/error-codes.ts';
import { messageTemplateProblems, type ListTemplates, type MessageTemplate, type SaveTemplate } from '../../../contracts/message-templates.ts';
import type { Db } from '../../db/database.ts';
import { companyNotFound, isAccountStaff, requireAccountStaff } from '../../http/account-access.ts';
import { HttpError, notFound } from '../../http/http-error.ts';
import { audit } from '../auth/auth.store.ts';
import type { LoadedUser } from '../user/user.store.ts';
import * as store from './message-templates.store.ts';

const templateNotFound = () => notFound('Template not found');

async function assertMayManage(db: Db, viewer: LoadedUser, accountId: number): Promise<void> {
  requireAccountStaff(viewer, accountId, 'company_settings_access');
  if (viewer.is_jf_admin && !(await db.selectFrom('accounts').select('account_id').where('account_id', '=', accountId).executeTakeFirst())) throw companyNotFound();
}

async function manageableTemplate(db: Db, viewer: LoadedUser, id: number): Promise<MessageTemplate> {
  const found = await store.templateById(db, id, true);
  if (!found || !isAccountStaff(viewer, found.account_id)) throw templateNotFound();
  await assertMayManage(db, viewer, found.account_id);
  return found;
}

function judged(body: SaveTemplate): SaveTemplate {
  const { value, problems } = messageTemplateProblems(body);
  if (problems.length > 0) throw new HttpError(400, ErrorCode.validation, 'Please check the highlighted fields.', problems.map(({ prop, message }) => ({ prop, message })));
  return value;
}

async function assertNameFree(db: Db, accountId: number, name: string, exceptId?: number) {
  if (await store.nameTaken(db, accountId, name, exceptId)) {
    throw new HttpError(409, ErrorCode.nameTaken, 'Another template already has this name.', [{ prop: 'name', message: 'Another template already has this name.' }]);
  }
}

export async function listTemplates(db: Db, viewer: LoadedUser, query: ListTemplates) {
  await assertMayManage(db, viewer, query.account_id);
  return store.listTemplates(db, query);
}

export async function createTemplate(db: Db, viewer: LoadedUser, body: SaveTemplate & { account_id: number }) {
  await assertMayManage(db, viewer, body.account_id);
  const value = judged(body);
  return db.transaction().execute(async (trx) => {
    await trx.selectFrom('accounts').select('account_id').where('account_id', '=', body.account_id).forUpdate().execute();
    await assertNameFree(trx, body.account_id, value.name);
    const id = await store.insertTemplate(trx, body.account_id, value);
    await audit(trx, { event: 'message_template_created', actorUserId: viewer.user_id, accountId: body.account_id, details: { message_template_id: id, name: value.name } });
    return (await store.templateById(trx, id))!;
  });
}

export async function updateTemplate(db: Db, viewer: LoadedUser, id: number, body: SaveTemplate) {
  const value = judged(body);
  return db.transaction().execute(async (trx) => {
    const found = await manageableTemplate(trx, viewer, id);
    await assertNameFree(trx, found.account_id, value.name, id);
    if (value.name !== found.name || value.body !== found.body) {
      await store.updateTemplate(trx, id, value);
      await audit(trx, { event: 'message_template_changed', actorUserId: viewer.user_id, accountId: found.account_id, details: { message_template_id: id } });
    }
    return (await store.templateById(trx, id))!;
  });
}

export async function deleteTemplate(db: Db, viewer: LoadedUser, id: number) {
  return db.transaction().execute(async (trx) => {
    const found = await manageableTemplate(trx, viewer, id);
    await store.deleteTemplate(trx, id);
    await audit(trx, { event: 'message_template_deleted', actorUserId: viewer.user_id, accountId: found.account_id, details: { message_template_id: id, name: found.name } });
    return { deleted: id };
  });
}
