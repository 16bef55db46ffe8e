/**
 * Separation reasons in company settings (contracts/separation-reasons.ts) under the company
 * reason-list rules (reason-list.service.ts). Employees keep a reason as text, so renaming a reason
 * renames it on them and a replacement's name takes a deleted reason's place.
 */
import {
  reasonNameProblem,
  type ListSeparationReasons,
  type SaveSeparationReason,
  type SeparationReason,
} from '../../../contracts/separation-reasons.ts';
import type { Db } from '../../db/database.ts';
import { requireCompanyAccess } from '../../http/endpoint-access.ts';
import type { LoadedUser } from '../user/index.ts';
import { reasonListService } from '../company-reasons/index.ts';
import * as store from './separation-reasons.store.ts';

const rules = reasonListService({
  kind: 'separation_reason',
  store: store.separationReasonStore,
  nameProblem: reasonNameProblem,
  texts: {
    notFound: 'Reason not found',
    nameTaken: 'Another reason of this type already has this name.',
    typeLocked: 'Employees left for this reason, so its type cannot change.',
    replacementNeeded: 'Employees left for this reason: choose another reason of the same type to take its place.',
    chooseReplacement: 'Choose another reason of the same type to take its place.',
  },
});

const full = async (db: Db, id: number): Promise<SeparationReason> => (await store.reasonById(db, id))!;

/** The settings list; the active reasons alone for whoever may end an employee's employment. */
export async function listReasons(db: Db, viewer: LoadedUser, query: ListSeparationReasons) {
  // Not declarable: the flag depends on the query (the active list is for whoever may end an employment).
  await requireCompanyAccess(
    db,
    viewer,
    query.account_id,
    query.is_active === 'true' ? 'all_employee_access' : 'company_settings_access',
  );
  return store.listReasons(db, query);
}

export async function createReason(db: Db, viewer: LoadedUser, body: SaveSeparationReason & { account_id: number }) {
  return full(
    db,
    (await rules.create(db, viewer, body.account_id, { name: body.name, type: body.separation_type })).id,
  );
}

export async function updateReason(db: Db, viewer: LoadedUser, id: number, body: SaveSeparationReason) {
  return full(
    db,
    (await rules.update(db, viewer, id, { name: body.name, type: body.separation_type }, 'separation_type')).id,
  );
}

export async function toggleReason(db: Db, viewer: LoadedUser, id: number, isActive: boolean) {
  return full(db, (await rules.toggle(db, viewer, id, isActive)).id);
}

export async function deleteReason(db: Db, viewer: LoadedUser, id: number, replaceTo: number | undefined) {
  return rules.remove(db, viewer, id, replaceTo);
}
