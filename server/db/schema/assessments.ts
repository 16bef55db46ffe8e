/** Assessment content: questionnaires, scales, attributes, and the companies' screening questions. */
import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt } from './columns.ts';

export type QuestionType =
  'single_choice' | 'multiple_choice' | 'short_text' | 'long_text' | 'number' | 'yes_no' | 'date' | 'file';
export type QuestionList = 'prescreen' | 'interview' | 'employee';

export interface ResponseScalesTable {
  scale_code: string;
  min_value: number;
  max_value: number;
}

export interface ResponseScaleOptionsTable {
  scale_code: string;
  value: number;
  language: string;
  label: string;
}

export interface AssessmentsTable {
  asmt_id: Generated<number>;
  slug: string;
  kind: 'personality' | 'interests' | 'values' | 'competencies' | 'career_pathways';
  scoring_key: string;
  has_pledge: Generated<boolean>;
  /** The author fixed the items' order: not shuffled per attempt (D319). */
  fixed_order: Generated<boolean>;
  estimated_minutes: number;
  created_at: CreatedAt;
}

/** A questionnaire a company turned off for its plans (D154); no row means on. */
export interface AccountDisabledAssessmentsTable {
  account_id: number;
  asmt_id: number;
  disabled_at: Generated<Date>;
}

export interface AssessmentTextsTable {
  asmt_id: number;
  language: string;
  title: string;
  instructions: string;
}

export interface AssessmentAttributesTable {
  asmt_id: number;
  code: string;
  parent_code: string | null;
  sort_order: number;
}

export interface AssessmentAttributeTextsTable {
  asmt_id: number;
  code: string;
  language: string;
  name: string;
}

export interface AssessmentSectionsTable {
  section_id: Generated<number>;
  asmt_id: number;
  sort_order: number;
  is_practice: Generated<boolean>;
}

export interface AssessmentSectionTextsTable {
  section_id: number;
  language: string;
  title: string;
}

export interface AssessmentItemsTable {
  item_id: string;
  asmt_id: number;
  section_id: number;
  sort_order: number;
  is_practice: Generated<boolean>;
  attribute_code: string | null;
  /** 1 or -1 (reverse-keyed). */
  keyed: Generated<number>;
  response_scale: string;
}

export interface AssessmentItemTextsTable {
  item_id: string;
  language: string;
  text: string;
}

export interface AttributeTypesTable {
  attribute_type_id: Generated<number>;
  /** null for the library every company shares. */
  account_id: number | null;
  asmt_id: number | null;
  code: string | null;
  category: 'personality' | 'interests' | 'values' | 'competencies' | 'custom' | 'career_pathways';
  sort_order: Generated<number>;
  /** A company's own attribute it archived: kept where used, offered for nothing new (0064). */
  archived_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

export interface AttributeTypeTextsTable {
  attribute_type_id: number;
  language: string;
  name: string;
  description: Generated<string>;
}

export interface AccountQuestionsTable {
  account_question_id: Generated<number>;
  /** null for the library every company may copy from. */
  account_id: number | null;
  question_type: QuestionType;
  question_text: string;
  help_text: Generated<string>;
  /** jsonb: the other languages' versions, `{ "es": "...", "fr": "..." }` (migration 0127, D199). */
  question_text_i18n: ColumnType<unknown, string | undefined, string>;
  help_text_i18n: ColumnType<unknown, string | undefined, string>;
  measurement_type_id: number | null;
  /** Which of the company's lists it is in (migration 0059). */
  question_list: Generated<QuestionList>;
  /** jsonb: { min, max } for numbers, { max_length } for text, { accept } for files. */
  settings: ColumnType<unknown, string | undefined, string>;
  is_archived: Generated<boolean>;
  created_by: number | null;
  created_at: CreatedAt;
}

export interface QuestionOptionsTable {
  question_option_id: Generated<number>;
  account_question_id: number;
  option_text: string;
  /** jsonb: the choice's text in the other languages (migration 0127); answers keep the option's id. */
  option_text_i18n: ColumnType<unknown, string | undefined, string>;
  sort_order: Generated<number>;
  score: ColumnType<string | null, string | number | null | undefined, string | number | null>;
  is_knockout: Generated<boolean>;
}

export interface QuestionAttributesTable {
  account_question_id: number;
  attribute_type_id: number;
  weight: Generated<number>;
}

export interface JobStepActivityQuestionsTable {
  job_step_activity_id: number;
  account_question_id: number;
  sort_order: Generated<number>;
  is_required: Generated<boolean>;
}
