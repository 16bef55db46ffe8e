/** The company's pipeline stages and their names per language (D384), read and renamed in company settings. */
import { COMPANY_STAGES, type CompanyStages, type SaveCompanyStages } from '../../../contracts/pipeline.ts';
import type { Db } from '../../db/database.ts';
import { invalid } from '../../http/http-error.ts';
import { saveStageNames, stageNames } from './company-stages.store.ts';
import { LANGUAGES } from '../../../contracts/languages.ts';

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
  // Two stages of one name in a language would make two board columns of that name (D400).
  const kept = await stageNames(db, accountId);
  for (const { stage, names } of stages) kept[stage] = names;
  for (const language of LANGUAGES) {
    const seen = new Set<string>();
    for (const stage of COMPANY_STAGES) {
      const name = kept[stage][language]?.trim().toLocaleLowerCase(language);
      if (!name) continue;
      if (seen.has(name)) {
        const index = stages.findIndex((s) => s.stage === stage);
        throw invalid(
          index < 0 ? 'stages' : `stages.${index}.names.${language}`,
          'Another stage already has this name in this language.',
        );
      }
      seen.add(name);
    }
  }
  await db.transaction().execute((trx) => saveStageNames(trx, accountId, stages));
  return readStages(db, accountId);
}
