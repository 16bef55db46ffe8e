/**
 * The rules every company reason list follows (rejection reasons, separation reasons): company
 * settings staff and provider admins manage them (the endpoints' permission, with the reason as
 * their `resource`: another company's reason is 404 like a missing one); names are unique per company and type, case ignored; a reason in use keeps its type and is
 * deleted only with a replacement of the same company and type, which takes its place where it is
 * used. Each write is judged before anything is written, in one transaction that locks the reason,
 * and is audited as `<kind>_created`, `_changed`, `_activated`, `_deactivated`, `_deleted`.
 */
import { ErrorCode } from '../../../contracts/error-codes.ts';
import type { Db } from '../../db/database.ts';
import { lockCompany } from '../../db/company-lock.ts';
import { HttpError, notFound } from '../../http/http-error.ts';
import { audit } from '../../audit/audit-trail.ts';
import type { LoadedUser } from '../user/index.ts';

/** A reason as the rules see it, whatever its list calls the fields. */
export interface StoredReason<Type extends string> {
  id: number;
  account_id: number;
  type: Type;
  name: string;
  is_active: boolean;
  /** Where it is in use (applications, employees): more than 0 locks its type and asks for a replacement on delete. */
  uses: number;
}

export interface ReasonListStore<Type extends string> {
  byId(db: Db, id: number, lock?: boolean): Promise<StoredReason<Type> | undefined>;
  nameTaken(db: Db, accountId: number, type: Type, name: string, exceptId?: number): Promise<boolean>;
  insert(db: Db, accountId: number, type: Type, name: string): Promise<number>;
  update(db: Db, id: number, value: { name?: string; type?: Type; is_active?: boolean }): Promise<void>;
  /** Puts `replacement` where `reason` is used; answers how many places changed. */
  replaceUses(db: Db, reason: StoredReason<Type>, replacement: StoredReason<Type>): Promise<number>;
  remove(db: Db, id: number): Promise<void>;
}

export interface ReasonList<Type extends string> {
  /** The audit events' prefix and the id's name in their details (`rejection_reason`). */
  kind: string;
  store: ReasonListStore<Type>;
  /** The name's problem, from the list's contract (shared with the form). */
  nameProblem(name: string): { prop: string; message: string } | undefined;
  texts: {
    notFound: string;
    nameTaken: string;
    typeLocked: string;
    replacementNeeded: string;
    chooseReplacement: string;
  };
}

const CHECK_FIELDS = 'Please check the highlighted fields.';

export function reasonListService<Type extends string>(list: ReasonList<Type>) {
  const { store, texts } = list;
  const idKey = `${list.kind}_id`;

  /** The reason, locked: the endpoints' `resource` had the access layer check its company; it may have gone since. */
  async function locked(db: Db, id: number): Promise<StoredReason<Type>> {
    const reason = await store.byId(db, id, true);
    if (!reason) throw notFound(texts.notFound);
    return reason;
  }

  function judged(value: { name: string; type: Type }): { name: string; type: Type } {
    const problem = list.nameProblem(value.name);
    if (problem)
      throw new HttpError(400, ErrorCode.validation, CHECK_FIELDS, [{ prop: problem.prop, message: problem.message }]);
    return { name: value.name.trim(), type: value.type };
  }

  async function assertNameFree(db: Db, accountId: number, value: { name: string; type: Type }, exceptId?: number) {
    if (await store.nameTaken(db, accountId, value.type, value.name, exceptId)) {
      throw new HttpError(409, ErrorCode.nameTaken, texts.nameTaken, [{ prop: 'name', message: texts.nameTaken }]);
    }
  }

  return {
    async create(
      db: Db,
      viewer: LoadedUser,
      accountId: number,
      body: { name: string; type: Type },
    ): Promise<StoredReason<Type>> {
      // The create endpoints' 'company-settings' permission checked `accountId` (server/http/endpoint-access.ts).
      const value = judged(body);
      return db.transaction().execute(async (trx) => {
        // One creation per company at a time, so equal names sent together cannot both pass the check.
        await lockCompany(trx, accountId);
        await assertNameFree(trx, accountId, value);
        const id = await store.insert(trx, accountId, value.type, value.name);
        await audit(trx, {
          event: `${list.kind}_created`,
          actorUserId: viewer.user_id,
          accountId,
          details: { [idKey]: id, name: value.name },
        });
        return (await store.byId(trx, id))!;
      });
    },

    async update(
      db: Db,
      viewer: LoadedUser,
      id: number,
      body: { name: string; type: Type },
      typeProp: string,
    ): Promise<StoredReason<Type>> {
      const value = judged(body);
      return db.transaction().execute(async (trx) => {
        const reason = await locked(trx, id);
        if (reason.uses > 0 && value.type !== reason.type)
          throw new HttpError(409, ErrorCode.conflict, texts.typeLocked, [
            { prop: typeProp, message: texts.typeLocked },
          ]);
        await assertNameFree(trx, reason.account_id, value, id);
        if (value.name !== reason.name || value.type !== reason.type) {
          await store.update(trx, id, value);
          await audit(trx, {
            event: `${list.kind}_changed`,
            actorUserId: viewer.user_id,
            accountId: reason.account_id,
            details: { [idKey]: id, before: reason.name, name: value.name },
          });
        }
        return (await store.byId(trx, id))!;
      });
    },

    async toggle(db: Db, viewer: LoadedUser, id: number, isActive: boolean): Promise<StoredReason<Type>> {
      return db.transaction().execute(async (trx) => {
        const reason = await locked(trx, id);
        if (reason.is_active !== isActive) {
          await store.update(trx, id, { is_active: isActive });
          await audit(trx, {
            event: `${list.kind}_${isActive ? 'activated' : 'deactivated'}`,
            actorUserId: viewer.user_id,
            accountId: reason.account_id,
            details: { [idKey]: id },
          });
        }
        return (await store.byId(trx, id))!;
      });
    },

    async remove(
      db: Db,
      viewer: LoadedUser,
      id: number,
      replaceTo: number | undefined,
    ): Promise<{ deleted: number; replaced_on: number }> {
      return db.transaction().execute(async (trx) => {
        const reason = await locked(trx, id);
        let replacedOn = 0;
        if (reason.uses > 0) {
          const replacement =
            replaceTo === undefined || replaceTo === id ? undefined : await store.byId(trx, replaceTo, true);
          if (!replacement || replacement.account_id !== reason.account_id || replacement.type !== reason.type) {
            throw new HttpError(409, ErrorCode.conflict, texts.replacementNeeded, [
              { prop: 'replace_to', message: texts.chooseReplacement },
            ]);
          }
          replacedOn = await store.replaceUses(trx, reason, replacement);
        }
        await store.remove(trx, id);
        await audit(trx, {
          event: `${list.kind}_deleted`,
          actorUserId: viewer.user_id,
          accountId: reason.account_id,
          details: { [idKey]: id, name: reason.name, replace_to: replaceTo ?? null, replaced_on: replacedOn },
        });
        return { deleted: id, replaced_on: replacedOn };
      });
    },
  };
}
