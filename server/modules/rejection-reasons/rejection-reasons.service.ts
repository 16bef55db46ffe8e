/**
 * Rejection reasons in company settings (contracts/rejection-reasons.ts). Each write is judged
 * before anything is written, in one transaction that locks the reason, and is audited. A reason
 * that applications have keeps its type (those rejections were of that type) and is deleted only
 * with a replacement of the same company and type, which takes its place on them.
 */
import { reasonNameProblem, type ListReasons, type RejectionReasonAdmin, type SaveReason } from '../../../contracts/rejection-reasons.ts';
import { ErrorCode } from '../../../contracts/error-codes.ts';
import type { Db } from '../../db/database.ts';
import { companyNotFound, isAccountStaff, requireAccountStaff } from '../../http/account-access.ts';
import { HttpError, notFound } from '../../http/http-error.ts';
import { audit } from '../auth/auth.store.ts';
import type { LoadedUser } from '../user/user.store.ts';
import * as store from './rejection-reasons.store.ts';

const CHECK_FIELDS = 'Please check the highlighted fields.';
const reasonNotFound = () => notFound('Reason not found');

async function assertMayManage(db: Db, viewer: LoadedUser, accountId: number): Promise<void> {
  requireAccountStaff(viewer, accountId, 'company_settings_access');
  if (viewer.is_jf_admin && !(await db.selectFrom('accounts').select('account_id').where('account_id', '=', accountId).executeTakeFirst())) throw companyNotFound();
}

/** The reason, when the viewer may manage its company; another company's reason is 404 like a missing one. */
async function manageableReason(db: Db, viewer: LoadedUser, id: number): Promise<RejectionReasonAdmin> {
  const reason = await store.reasonById(db, id, true);
  if (!reason || !isAccountStaff(viewer, reason.account_id)) throw reasonNotFound();
  await assertMayManage(db, viewer, reason.account_id);
  return reason;
}

function judged(body: SaveReason): SaveReason {
  const problem = reasonNameProblem(body.name);
  if (problem) throw new HttpError(400, ErrorCode.validation, CHECK_FIELDS, [{ prop: problem.prop, message: problem.message }]);
  return { name: body.name.trim(), rejection_type: body.rejection_type };
}

async function assertNameFree(db: Db, accountId: number, value: SaveReason, exceptId?: number) {
  if (await store.nameTaken(db, accountId, value.rejection_type, value.name, exceptId)) {
    throw new HttpError(409, ErrorCode.nameTaken, 'Another reason of this type already has this name.', [{ prop: 'name', message: 'Another reason of this type already has this name.' }]);
  }
}

export async function listReasons(db: Db, viewer: LoadedUser, query: ListReasons) {
  await assertMayManage(db, viewer, query.account_id);
  return store.listReasons(db, query);
}

export async function createReason(db: Db, viewer: LoadedUser, body: SaveReason & { account_id: number }) {
  await assertMayManage(db, viewer, body.account_id);
  const value = judged(body);
  return db.transaction().execute(async (trx) => {
    // One creation per company at a time, so equal names sent together cannot both pass the check.
    await trx.selectFrom('accounts').select('account_id').where('account_id', '=', body.account_id).forUpdate().execute();
    await assertNameFree(trx, body.account_id, value);
    const id = await store.insertReason(trx, body.account_id, value.rejection_type, value.name);
    await audit(trx, { event: 'rejection_reason_created', actorUserId: viewer.user_id, accountId: body.account_id, details: { rejection_reason_id: id, name: value.name } });
    return (await store.reasonById(trx, id))!;
  });
}

export async function updateReason(db: Db, viewer: LoadedUser, id: number, body: SaveReason) {
  const value = judged(body);
  return db.transaction().execute(async (trx) => {
    const reason = await manageableReason(trx, viewer, id);
    if (reason.applications > 0 && value.rejection_type !== reason.rejection_type) {
      throw new HttpError(409, ErrorCode.conflict, 'Applications were rejected with this reason, so its type cannot change.', [
        { prop: 'rejection_type', message: 'Applications were rejected with this reason, so its type cannot change.' },
      ]);
    }
    await assertNameFree(trx, reason.account_id, value, id);
    if (value.name !== reason.name || value.rejection_type !== reason.rejection_type) {
      await store.updateReason(trx, id, value);
      await audit(trx, { event: 'rejection_reason_changed', actorUserId: viewer.user_id, accountId: reason.account_id, details: { rejection_reason_id: id, before: reason.name, name: value.name } });
    }
    return (await store.reasonById(trx, id))!;
  });
}

export async function toggleReason(db: Db, viewer: LoadedUser, id: number, isActive: boolean) {
  return db.transaction().execute(async (trx) => {
    const reason = await manageableReason(trx, viewer, id);
    if (reason.is_active !== isActive) {
      await store.updateReason(trx, id, { is_active: isActive });
      await audit(trx, { event: isActive ? 'rejection_reason_activated' : 'rejection_reason_deactivated', actorUserId: viewer.user_id, accountId: reason.account_id, details: { rejection_reason_id: id } });
    }
    return (await store.reasonById(trx, id))!;
  });
}

export async function deleteReason(db: Db, viewer: LoadedUser, id: number, replaceTo: number | undefined) {
  return db.transaction().execute(async (trx) => {
    const reason = await manageableReason(trx, viewer, id);
    let replacedOn = 0;
    if (reason.applications > 0) {
      const replacement = replaceTo === undefined || replaceTo === id ? undefined : await store.reasonById(trx, replaceTo, true);
      if (!replacement || replacement.account_id !== reason.account_id || replacement.rejection_type !== reason.rejection_type) {
        throw new HttpError(409, ErrorCode.conflict, 'Applications were rejected with this reason: choose another reason of the same type to take its place.', [
          { prop: 'replace_to', message: 'Choose another reason of the same type to take its place.' },
        ]);
      }
      replacedOn = await store.replaceOnApplications(trx, id, replacement.rejection_reason_id);
    }
    await store.deleteReason(trx, id);
    await audit(trx, { event: 'rejection_reason_deleted', actorUserId: viewer.user_id, accountId: reason.account_id, details: { rejection_reason_id: id, name: reason.name, replace_to: replaceTo ?? null, replaced_on: replacedOn } });
    return { deleted: id, replaced_on: replacedOn };
  });
}
