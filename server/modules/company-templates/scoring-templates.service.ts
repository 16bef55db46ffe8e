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
} from '../../../contracts/scoring-templates.ts';
import type { Db } from '../../db/database.ts';
import { assertNoProblems, HttpError } from '../../http/http-error.ts';
import { audit } from '../../audit/audit-trail.ts';
import type { LoadedUser } from '../user/index.ts';
import * as store from './scoring-templates.store.ts';
import { assertNameFree, templateChanges } from './template-kit.ts';

// Who may read or change a template is declared on each endpoint (contracts/scoring-templates.ts):
// the services get the checked company, or the id of a template the access layer checked.
const changes = templateChanges({
  noun: 'scoring_template',
  templateById: store.templateById,
  deleteTemplate: store.deleteTemplate,
});
const checkedTemplate = changes.checked;

function judged(body: SaveScoringTemplate): SaveScoringTemplate {
  const { value, problems } = scoringTemplateProblems(body);
  assertNoProblems(problems);
  return value;
}

export async function listTemplates(db: Db, query: ListScoringTemplates) {
  return store.listTemplates(db, query);
}

export async function createTemplate(db: Db, viewer: LoadedUser, accountId: number, body: SaveScoringTemplate) {
  const value = judged(body);
  return changes.create(db, viewer, accountId, async (trx) => {
    assertNameFree(await store.nameTaken(trx, accountId, value.name));
    return { id: await store.insertTemplate(trx, accountId, value), name: value.name };
  });
}

export async function updateTemplate(db: Db, viewer: LoadedUser, id: number, body: SaveScoringTemplate) {
  const value = judged(body);
  return changes.update(db, viewer, id, async (trx, found) => {
    assertNameFree(await store.nameTaken(trx, found.account_id, value.name, id));
    await store.updateTemplate(trx, id, value);
    return true;
  });
}

export async function applyTemplate(db: Db, id: number) {
  return db.transaction().execute(async (trx) => {
    const found = await checkedTemplate(trx, id);
    if (found.archived)
      throw new HttpError(409, ErrorCode.conflict, 'This template is archived; restore it to use it.');
    await store.countUse(trx, id);
    return (await store.templateById(trx, id))!;
  });
}

export async function restoreTemplate(db: Db, viewer: LoadedUser, id: number) {
  return db.transaction().execute(async (trx) => {
    const found = await checkedTemplate(trx, id);
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
    const found = await checkedTemplate(trx, id);
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
