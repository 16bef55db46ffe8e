/**
 * The board's columns in order (D202, D384): the plan's steps, then the company's Interview, Offer
 * and Hired. A card moves only to a later column: a step or Interview or Offer by an advance, Hired
 * by the hire (which asks for the start date).
 */
import type { I18n } from '@lingui/core';
import type { Board, BoardCard, CompanyStageKind } from '../../../contracts/pipeline.ts';
import { companyStageName } from '../../ui/staff-kit/company-stage-names.ts';
import { stepName } from '../../ui/step-names.ts';

export { COMPANY_STAGE_NAMES, companyStageName } from '../../ui/staff-kit/company-stage-names.ts';

export interface BoardColumn {
  /** The heading's `data-stage`: `step-<id>` or the company stage. */
  key: string;
  name: string;
  /** A plan step's company stage (D384), by its name: the step counts as that stage in the reports. */
  countsAs?: string;
  count: number;
  cards: BoardCard[];
  /** A plan step's id, or the company stage. */
  target: { stepId: number } | { stage: CompanyStageKind };
}

export function boardColumns(board: Board, i18n: I18n): BoardColumn[] {
  const companyName = (stage: CompanyStageKind) => {
    const names = board.company_stages.find((s) => s.stage === stage)?.names;
    return names ? companyStageName(i18n, stage, names) : undefined;
  };
  return [
    ...board.stages.map((stage) => ({
      key: `step-${stage.job_step_id}`,
      name: stepName(i18n, stage.name),
      countsAs: stage.company_stage ? companyName(stage.company_stage) : undefined,
      count: stage.count,
      cards: stage.cards,
      target: { stepId: stage.job_step_id },
    })),
    ...board.company_stages.map((stage) => ({
      key: stage.stage,
      name: companyStageName(i18n, stage.stage, stage.names),
      count: stage.count,
      cards: stage.cards,
      target: { stage: stage.stage },
    })),
  ];
}

export const isHired = (column: BoardColumn | undefined) =>
  column !== undefined && 'stage' in column.target && column.target.stage === 'hired';
