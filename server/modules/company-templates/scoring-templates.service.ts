/**
 * A company's scoring-criteria templates (contracts/scoring-templates.ts): judged whole before
 * anything is written, one transaction per change, each change audited. A kit copies a template
 * (use), so nothing points at it; one that was used is archived instead of deleted.
 */
import { ErrorCode } from '../../../contracts/error-codes.ts';
import { scoringTemplateProblems, type ListScoringTemplates, type SaveScoringTemplate, type ScoringTemplate } from '../../../contracts/scoring-templates.ts';
import type { Db } from '../../db/database.ts';
import { isAccountStaff } from '../../http/account-access.ts';
import { HttpError, notFound } from '../../http/http-error.ts';
import { audit } from '../auth/auth.store.ts';
import type { LoadedUser } from '../user/user.store.ts';
import * as store from './scoring-templates.store.ts';
import { assertMayManage, assertMayRead } from './template-access.ts';

const templateNotFound = () => notFound('Template not found');

async function reachableTemplate(db: Db, viewer: LoadedUser, id: number, check: typeof assertMayManage): Promise<ScoringTemplate> {
  const found = await store.templateById(db, id, true);
  if (!found || !isAccountStaff(viewer, found.account_id)) throw templateNotFound();
  await check(db, viewer, found.account_id);
  return found;
}

function judged(body: SaveScoringTemplate): SaveScoringTemplate {
  const { value, problems } = scoringTemplateProblems(body);
  if (problems.length > 0) throw new HttpError(400, ErrorCode.validation, 'Please check the highlighted fields.', problems.map(({ prop, message }) => ({ prop, message })));
  return value;
}

async function assertNameFree(db: Db, accountId: number, name: string, exceptId?: number) {
  if (await store.nameTaken(db, accountId, name, exceptId)) {
    throw new HttpError(409, ErrorCode.nameTaken, 'Another template already has this name.', [{ prop: 'name', message: 'Another template already has this name.' }]);
  }
}

export async function listTemplates(db: Db, viewer: LoadedUser, query: ListScoringTemplates) {
  await assertMayRead(db, viewer, query.account_id);
  return store.listTemplates(db, query);
}

export async function createTemplate(db: Db, viewer: LoadedUser, body: SaveScoringTemplate & { account_id: number }) {
  await assertMayManage(db, viewer, body.account_id);
  const value = judged(body);
  return db.transaction().execute(async (trx) => {
    await trx.selectFrom('accounts').select('account_id').where('account_id', '=', body.account_id).forUpdate().execute();
    await assertNameFree(trx, body.account_id, value.name);
    const id = await store.insertTemplate(trx, body.account_id, value);
    await audit(trx, { event: 'scoring_template_created', actorUserId: viewer.user_id, accountId: body.account_id, details: { scoring_template_id: id, name: value.name } });
    return (await store.templateById(trx, id))!;
  });
}

export async function updateTemplate(db: Db, viewer: LoadedUser, id: number, body: SaveScoringTemplate) {
  const value = judged(body);
  return db.transaction().execute(async (trx) => {
    const found = await reachableTemplate(trx, viewer, id, assertMayManage);
    await assertNameFree(trx, found.account_id, value.name, id);
    await store.updateTemplate(trx, id, value);
    await audit(trx, { event: 'scoring_template_changed', actorUserId: viewer.user_id, accountId: found.account_id, details: { scoring_template_id: id } });
    return (await store.templateById(trx, id))!;
  });
}

export async function applyTemplate(db: Db, viewer: LoadedUser, id: number) {
  return db.transaction().execute(async (trx) => {
    const found = await reachableTemplate(trx, viewer, id, assertMayRead);
    if (found.archived) throw new HttpError(409, ErrorCode.conflict, 'This template is archived; restore it to use it.');
    await store.countUse(trx, id);
    return (await store.templateById(trx, id))!;
  });
}

export async function restoreTemplate(db: Db, viewer: LoadedUser, id: number) {
  return db.transaction().execute(async (trx) => {
    const found = await reachableTemplate(trx, viewer, id, assertMayManage);
    if (found.archived) {
      await store.setArchived(trx, id, false);
      await audit(trx, { event: 'scoring_template_restored', actorUserId: viewer.user_id, accountId: found.account_id, details: { scoring_template_id: id } });
    }
    return (await store.templateById(trx, id))!;
  });
}

export async function removeTemplate(db: Db, viewer: LoadedUser, id: number) {
  return db.transaction().execute(async (trx) => {
    const found = await reachableTemplate(trx, viewer, id, assertMayManage);
    const details = { scoring_template_id: id, name: found.name };
    if (found.use_count > 0) {
      if (!found.archived) await store.setArchived(trx, id, true);
      await audit(trx, { event: 'scoring_template_archived', actorUserId: viewer.user_id, accountId: found.account_id, details });
      return { scoring_template_id: id, outcome: 'archived' as const };
    }
    await store.deleteTemplate(trx, id);
    await audit(trx, { event: 'scoring_template_deleted', actorUserId: viewer.user_id, accountId: found.account_id, details });
    return { scoring_template_id: id, outcome: 'deleted' as const };
  });
}
