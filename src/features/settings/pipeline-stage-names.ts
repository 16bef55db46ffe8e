/**
 * The pipeline stages' names form (D384, D400) without React: the values typed per stage and
 * language, the problems the page shows before anything is sent, and the body it sends. The rules
 * are the server's (contracts/pipeline.ts: at most COMPANY_STAGE_NAME_MAX characters once trimmed;
 * an empty name shows the product's) and one of the page's own: two stages cannot share a name in
 * one language, or the board would show two columns of that name.
 */
import {
  COMPANY_STAGES,
  COMPANY_STAGE_NAME_MAX,
  type CompanyStageKind,
  type CompanyStages,
  type SaveCompanyStages,
} from '../../../contracts/pipeline.ts';
import { LANGUAGES, type Language } from '../../../contracts/languages.ts';

export type StageNameValues = Record<CompanyStageKind, Record<Language, string>>;
export type StageNameProblem = 'too_long' | 'same_name';
/** `interview.es` */
export type StageNameField = `${CompanyStageKind}.${Language}`;

export const stageFieldId = (stage: CompanyStageKind, language: Language) => `stage-name-${stage}-${language}`;

export function toStageNameValues(read: CompanyStages): StageNameValues {
  const values = Object.fromEntries(
    COMPANY_STAGES.map((stage) => [stage, Object.fromEntries(LANGUAGES.map((l) => [l, '']))]),
  ) as StageNameValues;
  for (const { stage, names } of read.stages)
    for (const language of LANGUAGES) values[stage][language] = names[language] ?? '';
  return values;
}

/** What is wrong with the values, per field; empty when they may be sent. */
export function stageNameProblems(values: StageNameValues): Partial<Record<StageNameField, StageNameProblem>> {
  const problems: Partial<Record<StageNameField, StageNameProblem>> = {};
  for (const language of LANGUAGES) {
    const seen = new Map<string, CompanyStageKind>();
    for (const stage of COMPANY_STAGES) {
      const name = values[stage][language].trim();
      if (name.length > COMPANY_STAGE_NAME_MAX) problems[`${stage}.${language}`] = 'too_long';
      else if (name && seen.has(name.toLocaleLowerCase(language))) problems[`${stage}.${language}`] = 'same_name';
      if (name) seen.set(name.toLocaleLowerCase(language), stage);
    }
  }
  return problems;
}

/** Every stage with its three names: an empty one goes back to the product's. */
export function toStageNamesBody(values: StageNameValues, accountId: number): SaveCompanyStages {
  return {
    account_id: accountId,
    stages: COMPANY_STAGES.map((stage) => ({
      stage,
      names: Object.fromEntries(LANGUAGES.map((l) => [l, values[stage][l].trim()])),
    })),
  };
}

/** The field a server refusal names (`stages.1.names.fr`), when it names one. */
export function refusedField(prop: string): StageNameField | undefined {
  const match = /^stages\.(\d+)\.names\.(en|es|fr)$/.exec(prop);
  const stage = match ? COMPANY_STAGES[Number(match[1])] : undefined;
  return stage && match ? `${stage}.${match[2] as Language}` : undefined;
}
