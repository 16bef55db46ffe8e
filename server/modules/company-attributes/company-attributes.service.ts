/**
 * A company's attribute catalogue in company settings (contracts/company-attributes.ts, D139):
 * company settings staff and provider admins read the provider's attributes and the company's own
 * and manage the company's own. Another company's attribute is 404 like a missing one, and the
 * provider's are read-only (403 to every write). Each write is judged before anything is written,
 * in one transaction that locks the attribute, and is audited as company_attribute_created,
 * _changed, _archived, _restored, _deleted.
 */
import {
  attributeProblems,
  type CatalogueAttribute,
  type ListCompanyAttributes,
  type SaveCompanyAttribute,
} from '../../../contracts/company-attributes.ts';
import { ErrorCode } from '../../../contracts/error-codes.ts';
import type { Language } from '../../../contracts/user.ts';
import type { Db } from '../../db/database.ts';
import { lockCompany } from '../../db/company-lock.ts';
import { assertNoProblems, HttpError, forbidden, notFound } from '../../http/http-error.ts';
import { audit } from '../../audit/audit-trail.ts';
import type { LoadedUser } from '../user/index.ts';
import * as store from './company-attributes.store.ts';

const NOT_FOUND = 'Attribute not found';
const NAME_TAKEN = 'Another attribute of the company already has this name.';
const IN_USE = 'Questions, weights or scores use this attribute: archive it instead.';

/**
 * The company's own attribute, locked; its company. The endpoints' 'company-settings' permission
 * with the attribute as their `resource` checked the company (server/http/endpoint-access.ts).
 */
async function manageable(db: Db, id: number): Promise<number> {
  const owner = await store.ownerOf(db, id, true);
  if (!owner) throw notFound(NOT_FOUND);
  // The provider's attributes come with the assessments' content: nobody changes them here (a provider admin neither).
  if (owner.account_id === null) throw forbidden();
  return owner.account_id;
}

function judged(body: SaveCompanyAttribute): SaveCompanyAttribute {
  const { value, problems } = attributeProblems(body);
  assertNoProblems(problems);
  return value;
}

async function assertNameFree(db: Db, accountId: number, name: string, exceptId?: number): Promise<void> {
  if (await store.nameTaken(db, accountId, name, exceptId))
    throw new HttpError(409, ErrorCode.nameTaken, NAME_TAKEN, [{ prop: 'name', message: NAME_TAKEN }]);
}

const full = async (db: Db, accountId: number, id: number): Promise<CatalogueAttribute> =>
  (await store.attributeOf(db, accountId, id))!;

// The endpoints naming the company are checked by their 'company-settings' permission (server/http/endpoint-access.ts).
export async function listAttributes(db: Db, query: ListCompanyAttributes) {
  return store.listAttributes(db, query, (query.language ?? 'en') as Language);
}

export async function createAttribute(
  db: Db,
  viewer: LoadedUser,
  accountId: number,
  body: SaveCompanyAttribute,
): Promise<CatalogueAttribute> {
  const value = judged(body);
  return db.transaction().execute(async (trx) => {
    // One creation per company at a time, so equal names sent together cannot both pass the check.
    await lockCompany(trx, accountId);
    await assertNameFree(trx, accountId, value.name);
    const id = await store.insertAttribute(trx, accountId, value);
    await audit(trx, {
      event: 'company_attribute_created',
      actorUserId: viewer.user_id,
      accountId,
      details: { attribute_type_id: id, name: value.name },
    });
    return full(trx, accountId, id);
  });
}

export async function updateAttribute(
  db: Db,
  viewer: LoadedUser,
  id: number,
  body: SaveCompanyAttribute,
): Promise<CatalogueAttribute> {
  const value = judged(body);
  return db.transaction().execute(async (trx) => {
    const accountId = await manageable(trx, id);
    await assertNameFree(trx, accountId, value.name, id);
    const before = await full(trx, accountId, id);
    if (before.name !== value.name || before.category !== value.category || before.description !== value.description) {
      await store.updateAttribute(trx, id, value);
      await audit(trx, {
        event: 'company_attribute_changed',
        actorUserId: viewer.user_id,
        accountId,
        details: { attribute_type_id: id, before: before.name, name: value.name },
      });
    }
    return full(trx, accountId, id);
  });
}

export async function archiveAttribute(
  db: Db,
  viewer: LoadedUser,
  id: number,
  isArchived: boolean,
): Promise<CatalogueAttribute> {
  return db.transaction().execute(async (trx) => {
    const accountId = await manageable(trx, id);
    const before = await full(trx, accountId, id);
    if (before.is_archived !== isArchived) {
      await store.setArchived(trx, id, isArchived);
      await audit(trx, {
        event: `company_attribute_${isArchived ? 'archived' : 'restored'}`,
        actorUserId: viewer.user_id,
        accountId,
        details: { attribute_type_id: id },
      });
    }
    return full(trx, accountId, id);
  });
}

export async function deleteAttribute(db: Db, viewer: LoadedUser, id: number): Promise<{ deleted: number }> {
  return db.transaction().execute(async (trx) => {
    const accountId = await manageable(trx, id);
    const attribute = await full(trx, accountId, id);
    if (attribute.questions + attribute.weights + attribute.scores > 0)
      throw new HttpError(409, ErrorCode.conflict, IN_USE);
    await store.deleteAttribute(trx, id);
    await audit(trx, {
      event: 'company_attribute_deleted',
      actorUserId: viewer.user_id,
      accountId,
      details: { attribute_type_id: id, name: attribute.name },
    });
    return { deleted: id };
  });
}
