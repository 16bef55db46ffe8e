/** The company's pipeline stages and their names per language (D384), read and renamed in company settings. */
import { COMPANY_STAGES, type CompanyStages, type SaveCompanyStages } from '../../../contracts/pipeline.ts';
import type { Db } from '../../db/database.ts';
import { invalid } from '../../http/http-error.ts';
import { saveStageNames, stageNames } from './company-stages.store.ts';

export async function readStages(db: Db, accountId: number): Promise<CompanyStages> {
  const names = await stageNames(db, accountId);
  return { stages: COMPANY_STAGES.map((stage) => ({ stage, names: names[stage] })) };
}

export async function saveStages(
  db: Db,
  accountId: number,
  stages: SaveCompanyStages['stages'],
): Promise<CompanyStages> {
  if (new Set(stages.map((s) => s.stage)).size !== stages.length) throw invalid('stages', 'Name each stage once.');
  await db.transaction().execute((trx) => saveStageNames(trx, accountId, stages));
  return readStages(db, accountId);
}
