/**
 * Company details and sources (contracts/company-settings.ts). Each write is judged whole before
 * anything is written, in one transaction, and lands in the audit trail with who made it.
 */
import {
  companyDetailsProblems,
  sourceNameProblem,
  type ListSources,
  type SaveCompanyDetails,
  type SaveSource,
  type Source,
} from '../../../contracts/company-settings.ts';
import { ErrorCode } from '../../../contracts/error-codes.ts';
import type { Db } from '../../db/database.ts';
import { lockCompany } from '../../db/company-lock.ts';
import { companyNotFound } from '../../http/account-access.ts';
import { resourceNotFound } from '../../http/resource-access.ts';
import { HttpError } from '../../http/http-error.ts';
import { audit } from '../../audit/audit-trail.ts';
import type { LoadedUser } from '../user/index.ts';
import * as store from './company-settings.store.ts';

const CHECK_FIELDS = 'Please check the highlighted fields.';
const sourceNotFound = () => resourceNotFound('source');

// The endpoints that name the company are checked by their declared permission ('company-settings',
// server/http/endpoint-access.ts); a source names its company itself, so only this service can check it.

export async function companyDetails(db: Db, accountId: number) {
  const details = await store.companyDetails(db, accountId);
  if (!details) throw companyNotFound();
  return details;
}

export async function saveCompanyDetails(db: Db, viewer: LoadedUser, accountId: number, body: SaveCompanyDetails) {
  const { value, problems } = companyDetailsProblems(body);
  if (problems.length > 0)
    throw new HttpError(
      400,
      ErrorCode.validation,
      CHECK_FIELDS,
      problems.map(({ prop, message }) => ({ prop, message })),
    );
  return db.transaction().execute(async (trx) => {
    await lockCompany(trx, accountId);
    const before = await store.companyDetails(trx, accountId);
    if (!before) throw companyNotFound();
    if (
      value.name.toLowerCase() !== before.name.toLowerCase() &&
      (await store.companyNameTaken(trx, value.name, accountId))
    ) {
      throw new HttpError(409, ErrorCode.companyNameTaken, 'Another company already has this name.', [
        { prop: 'name', message: 'Another company already has this name.' },
      ]);
    }
    await store.saveCompanyDetails(trx, accountId, value);
    const changed = (Object.keys(value) as (keyof SaveCompanyDetails)[]).filter(
      (key) => JSON.stringify(value[key]) !== JSON.stringify(before[key]),
    );
    if (changed.length > 0)
      await audit(trx, {
        event: 'company_details_changed',
        actorUserId: viewer.user_id,
        accountId,
        details: { fields: changed },
      });
    return (await store.companyDetails(trx, accountId))!;
  });
}

export async function listSources(db: Db, query: ListSources) {
  return store.listSources(db, query);
}

function judgedSource(body: SaveSource): SaveSource {
  const problem = sourceNameProblem(body.name);
  if (problem)
    throw new HttpError(400, ErrorCode.validation, CHECK_FIELDS, [{ prop: problem.prop, message: problem.message }]);
  return { name: body.name.trim(), source_type: body.source_type };
}

async function assertSourceNameFree(db: Db, accountId: number, name: string, exceptId?: number) {
  if (await store.sourceNameTaken(db, accountId, name, exceptId)) {
    throw new HttpError(409, ErrorCode.nameTaken, 'Another source already has this name.', [
      { prop: 'name', message: 'Another source already has this name.' },
    ]);
  }
}

/** The source, locked (the endpoint's `resource` had the access layer check its company; it may have gone since). */
async function lockedSource(db: Db, sourceId: number): Promise<Source> {
  const source = await store.sourceById(db, sourceId, true);
  if (!source) throw sourceNotFound();
  return source;
}

export async function createSource(db: Db, viewer: LoadedUser, body: SaveSource & { account_id: number }) {
  const value = judgedSource(body);
  return db.transaction().execute(async (trx) => {
    // Serialises creations per company, so two equal names sent at once cannot both pass the check.
    await lockCompany(trx, body.account_id);
    await assertSourceNameFree(trx, body.account_id, value.name);
    const id = await store.insertSource(trx, body.account_id, value);
    await audit(trx, {
      event: 'source_created',
      actorUserId: viewer.user_id,
      accountId: body.account_id,
      details: { source_id: id, name: value.name },
    });
    return (await store.sourceById(trx, id))!;
  });
}

export async function updateSource(db: Db, viewer: LoadedUser, sourceId: number, body: SaveSource) {
  const value = judgedSource(body);
  return db.transaction().execute(async (trx) => {
    const source = await lockedSource(trx, sourceId);
    await assertSourceNameFree(trx, source.account_id, value.name, sourceId);
    if (value.name !== source.name || value.source_type !== source.source_type) {
      await store.updateSource(trx, sourceId, value);
      await audit(trx, {
        event: 'source_changed',
        actorUserId: viewer.user_id,
        accountId: source.account_id,
        details: { source_id: sourceId, before: source.name, name: value.name },
      });
    }
    return (await store.sourceById(trx, sourceId))!;
  });
}

export async function toggleSource(db: Db, viewer: LoadedUser, sourceId: number, isActive: boolean) {
  return db.transaction().execute(async (trx) => {
    const source = await lockedSource(trx, sourceId);
    if (source.is_active !== isActive) {
      await store.updateSource(trx, sourceId, { is_active: isActive });
      await audit(trx, {
        event: isActive ? 'source_activated' : 'source_deactivated',
        actorUserId: viewer.user_id,
        accountId: source.account_id,
        details: { source_id: sourceId },
      });
    }
    return (await store.sourceById(trx, sourceId))!;
  });
}
