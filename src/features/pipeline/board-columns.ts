/**
 * The board's columns in order (D202, D384): the plan's steps, then the company's Interview, Offer
 * and Hired. A card moves only to a later column: a step or Interview or Offer by an advance, Hired
 * by the hire (which asks for the start date).
 */
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Board, BoardCard, CompanyStageKind, CompanyStageNames } from '../../../contracts/pipeline.ts';
import { stepName } from '../../ui/step-names.ts';

/** The product's names of the company's stages, where the company gave none in a language. */
export const COMPANY_STAGE_NAMES: Record<CompanyStageKind, MessageDescriptor> = {
  interview: msg`Interview`,
  offer: msg`Offer`,
  hired: msg`Hired`,
};

/** A company stage's name in `i18n`'s language: the company's own, else the product's. */
export function companyStageName(i18n: I18n, stage: CompanyStageKind, names: CompanyStageNames): string {
  const own = names[i18n.locale.slice(0, 2) as keyof CompanyStageNames]?.trim();
  return own || i18n._(COMPANY_STAGE_NAMES[stage]);
}

export interface BoardColumn {
  /** The heading's `data-stage`: `step-<id>` or the company stage. */
  key: string;
  name: string;
  count: number;
  cards: BoardCard[];
  /** A plan step's id, or the company stage. */
  target: { stepId: number } | { stage: CompanyStageKind };
}

export function boardColumns(board: Board, i18n: I18n): BoardColumn[] {
  return [
    ...board.stages.map((stage) => ({
      key: `step-${stage.job_step_id}`,
      name: stepName(i18n, stage.name),
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
