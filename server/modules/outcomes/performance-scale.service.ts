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
import { assertNoProblems } from '../../http/http-error.ts';
import * as store from './performance-scale.store.ts';

// `accountId` is checked by the endpoints' 'company-settings' permission (server/http/endpoint-access.ts);
// the demo seed, which has no request, names its own company.
export async function getScale(db: Db, accountId: number): Promise<PerformanceScale> {
  return store.currentScale(db, accountId);
}

export async function saveScale(
  db: Db,
  accountId: number,
  levels: SavePerformanceScale['levels'],
): Promise<PerformanceScale> {
  const { value, problems } = scaleProblems(levels);
  assertNoProblems(problems);
  await db.transaction().execute(async (trx) => {
    const current = await store.currentScale(trx, accountId);
    const same =
      current.performance_scale_id !== null &&
      JSON.stringify(current.levels.map(({ label, description }) => ({ label, description }))) ===
        JSON.stringify(value);
    if (!same) await store.insertScale(trx, accountId, value);
  });
  return store.currentScale(db, accountId);
}
