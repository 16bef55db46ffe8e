/**
 * A company's performance rating scale (contracts/performance-scale.ts, D155), a company setting
 * (company_settings_access). Saving the same levels again keeps the version; any change is a new one.
 */
import {
  scaleProblems,
  type PerformanceScale,
  type SavePerformanceScale,
} from '../../../contracts/performance-scale.ts';
import type { Db } from '../../db/database.ts';
import { requireAccountStaff } from '../../http/account-access.ts';
import { assertNoProblems } from '../../http/http-error.ts';
import type { LoadedUser } from '../user/user.store.ts';
import * as store from './performance-scale.store.ts';

// `accountId` is checked by the endpoints' 'company-settings' permission (server/http/endpoint-access.ts).
export async function getScale(db: Db, accountId: number): Promise<PerformanceScale> {
  return store.currentScale(db, accountId);
}

/** Keeps its own check (beside the endpoint's permission): the demo seed calls it without a request. */
export async function saveScale(db: Db, viewer: LoadedUser, body: SavePerformanceScale): Promise<PerformanceScale> {
  requireAccountStaff(viewer, body.account_id, 'company_settings_access');
  const { value, problems } = scaleProblems(body.levels);
  assertNoProblems(problems);
  await db.transaction().execute(async (trx) => {
    const current = await store.currentScale(trx, body.account_id);
    const same =
      current.performance_scale_id !== null &&
      JSON.stringify(current.levels.map(({ label, description }) => ({ label, description }))) ===
        JSON.stringify(value);
    if (!same) await store.insertScale(trx, body.account_id, value);
  });
  return store.currentScale(db, body.account_id);
}
