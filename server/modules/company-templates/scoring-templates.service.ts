/**
 * A company's scoring-criteria templates (contracts/scoring-templates.ts): judged whole before
 * anything is written, one transaction per change, each change audited. A kit copies a template
 * (use), so nothing points at it; one that was used is archived instead of deleted.
 */
import { ErrorCode } from '../../../contracts/error-codes.ts';
import {
  scoringTemplateProblems,
  type ListScoringTemplates,
  type SaveScoringTemplate,
  type ScoringTemplate,
} from '../../../contracts/scoring-templates.ts';
import type { Db } from '../../db/database.ts';
import { assertNoProblems, HttpError } from '../../http/http-error.ts';
import { audit } from '../auth/auth.store.ts';
import type { LoadedUser } from '../user/user.store.ts';
import * as store from './scoring-templates.store.ts';
import { assertMayManage, assertMayRead } from './template-access.ts';
import { assertNameFree, lockCompany, templateInReach } from './template-kit.ts';

async function reachableTemplate(
  db: Db,
  viewer: LoadedUser,
  id: number,
  check: typeof assertMayManage,
): Promise<ScoringTemplate> {
  return templateInReach(db, viewer, await store.templateById(db, id, true), check);
}

function judged(body: SaveScoringTemplate): SaveScoringTemplate {
  const { value, problems } = scoringTemplateProblems(body);
  assertNoProblems(problems);
  return value;
}

export async function listTemplates(db: Db, viewer: LoadedUser, query: ListScoringTemplates) {
  await assertMayRead(db, viewer, query.account_id);
  return store.listTemplates(db, query);
}

export async function createTemplate(db: Db, viewer: LoadedUser, body: SaveScoringTemplate & { account_id: number }) {
  await assertMayManage(db, viewer, body.account_id);
  const value = judged(body);
  return db.transaction().execute(async (trx) => {
    await lockCompany(trx, body.account_id);
    assertNameFree(await store.nameTaken(trx, body.account_id, value.name));
    const id = await store.insertTemplate(trx, body.account_id, value);
    await audit(trx, {
      event: 'scoring_template_created',
      actorUserId: viewer.user_id,
      accountId: body.account_id,
      details: { scoring_template_id: id, name: value.name },
    });
    return (await store.templateById(trx, id))!;
  });
}

export async function updateTemplate(db: Db, viewer: LoadedUser, id: number, body: SaveScoringTemplate) {
  const value = judged(body);
  return db.transaction().execute(async (trx) => {
    const found = await reachableTemplate(trx, viewer, id, assertMayManage);
    assertNameFree(await store.nameTaken(trx, found.account_id, value.name, id));
    await store.updateTemplate(trx, id, value);
    await audit(trx, {
      event: 'scoring_template_changed',
      actorUserId: viewer.user_id,
      accountId: found.account_id,
      details: { scoring_template_id: id },
    });
    return (await store.templateById(trx, id))!;
  });
}

export async function applyTemplate(db: Db, viewer: LoadedUser, id: number) {
  return db.transaction().execute(async (trx) => {
    const found = await reachableTemplate(trx, viewer, id, assertMayRead);
    if (found.archived)
      throw new HttpError(409, ErrorCode.conflict, 'This template is archived; restore it to use it.');
    await store.countUse(trx, id);
    return (await store.templateById(trx, id))!;
  });
}

export async function restoreTemplate(db: Db, viewer: LoadedUser, id: number) {
  return db.transaction().execute(async (trx) => {
    const found = await reachableTemplate(trx, viewer, id, assertMayManage);
    if (found.archived) {
      await store.setArchived(trx, id, false);
      await audit(trx, {
        event: 'scoring_template_restored',
        actorUserId: viewer.user_id,
        accountId: found.account_id,
        details: { scoring_template_id: id },
      });
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
      await audit(trx, {
        event: 'scoring_template_archived',
        actorUserId: viewer.user_id,
        accountId: found.account_id,
        details,
      });
      return { scoring_template_id: id, outcome: 'archived' as const };
    }
    await store.deleteTemplate(trx, id);
    await audit(trx, {
      event: 'scoring_template_deleted',
      actorUserId: viewer.user_id,
      accountId: found.account_id,
      details,
    });
    return { scoring_template_id: id, outcome: 'deleted' as const };
  });
}
