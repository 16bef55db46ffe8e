/**
 * Rejection reasons in company settings (contracts/rejection-reasons.ts) under the company reason-list
 * rules (reason-list.service.ts): a reason applications have keeps its type (those rejections
 * were of that type) and is deleted only with a replacement of the same company and type.
 */
import {
  reasonNameProblem,
  type ListReasons,
  type RejectionReasonAdmin,
  type SaveReason,
} from '../../../contracts/rejection-reasons.ts';
import type { Db } from '../../db/database.ts';
import type { LoadedUser } from '../user/index.ts';
import { reasonListService } from '../company-reasons/index.ts';
import * as store from './rejection-reasons.store.ts';

const rules = reasonListService({
  kind: 'rejection_reason',
  store: store.rejectionReasonStore,
  nameProblem: reasonNameProblem,
  texts: {
    notFound: 'Reason not found',
    nameTaken: 'Another reason of this type already has this name.',
    typeLocked: 'Applications were rejected with this reason, so its type cannot change.',
    replacementNeeded:
      'Applications were rejected with this reason: choose another reason of the same type to take its place.',
    chooseReplacement: 'Choose another reason of the same type to take its place.',
  },
});

const admin = async (db: Db, id: number): Promise<RejectionReasonAdmin> => (await store.reasonById(db, id))!;

export async function listReasons(db: Db, query: ListReasons) {
  return store.listReasons(db, query);
}

export async function createReason(db: Db, viewer: LoadedUser, body: SaveReason & { account_id: number }) {
  return admin(
    db,
    (await rules.create(db, viewer, body.account_id, { name: body.name, type: body.rejection_type })).id,
  );
}

export async function updateReason(db: Db, viewer: LoadedUser, id: number, body: SaveReason) {
  return admin(
    db,
    (await rules.update(db, viewer, id, { name: body.name, type: body.rejection_type }, 'rejection_type')).id,
  );
}

export async function toggleReason(db: Db, viewer: LoadedUser, id: number, isActive: boolean) {
  return admin(db, (await rules.toggle(db, viewer, id, isActive)).id);
}

export async function deleteReason(db: Db, viewer: LoadedUser, id: number, replaceTo: number | undefined) {
  return rules.remove(db, viewer, id, replaceTo);
}
