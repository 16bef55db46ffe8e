/**
 * The order of a requisition's stages (D202, D384): its plan's steps 1..n, then the company's
 * Interview (n + 1) and Offer (n + 2). Moving never goes backwards; Hired is the hire itself.
 */
import { MOVABLE_COMPANY_STAGES, type MovableCompanyStage } from '../../../contracts/pipeline.ts';
import type { PositionRow, StepRow } from './pipeline.store.ts';

export type StageTarget =
  { kind: 'step'; rank: number; step: StepRow } | { kind: 'company'; rank: number; stage: MovableCompanyStage };

/** Where an application stands in that order (0: nowhere yet, a plan without steps). */
export function rankOf(position: Pick<PositionRow, 'pos' | 'company_stage'>, stepCount: number): number {
  if (position.company_stage) return stepCount + 1 + MOVABLE_COMPANY_STAGES.indexOf(position.company_stage);
  return position.pos ?? 0;
}

/** The stage at `rank` of a requisition whose plan is `steps` (its own, in order); undefined past Offer. */
export function stageAt(rank: number, steps: StepRow[]): StageTarget | undefined {
  const step = steps.find((s) => s.pos === rank);
  if (step) return { kind: 'step', rank, step };
  const stage = MOVABLE_COMPANY_STAGES[rank - steps.length - 1];
  return rank > steps.length && stage ? { kind: 'company', rank, stage } : undefined;
}

export function companyTarget(stage: MovableCompanyStage, steps: StepRow[]): StageTarget {
  return { kind: 'company', rank: steps.length + 1 + MOVABLE_COMPANY_STAGES.indexOf(stage), stage };
}
