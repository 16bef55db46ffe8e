/** A company's scoring-criteria and screening-question templates (migration 0065, decision D140). */
import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, Timestamp } from './columns.ts';

export interface ScoringTemplatesTable {
  scoring_template_id: Generated<number>;
  account_id: number;
  name: string;
  /** jsonb: ScoringCriterion[] (contracts/scoring-templates.ts). */
  criteria: ColumnType<unknown, string, string>;
  use_count: Generated<number>;
  archived_at: Timestamp | null;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface ScreeningTemplatesTable {
  screening_template_id: Generated<number>;
  account_id: number;
  name: string;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface ScreeningTemplateQuestionsTable {
  screening_template_id: number;
  account_question_id: number;
  sort_order: number;
}
