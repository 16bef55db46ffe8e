/** Requisitions and pathways: steps, activities, team, attribute groups, models, events; a company's onboarding forms and language-test vendors. */
import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, Numeric, Timestamp } from './columns.ts';

export interface JobsTable {
  job_id: Generated<number>;
  uuid: string;
  account_id: number;
  /** 2 requisition, 4 pathway. */
  job_type_id: number;
  title: string;
  tracker_title: string;
  city: string | null;
  state: string | null;
  is_accepting_applications: Generated<boolean>;
  retake_interval_days: Generated<number>;
  created_at: CreatedAt;
  description: Generated<string>;
  is_resume_required: Generated<boolean>;
  is_linkedin_required: Generated<boolean>;
  invite_message: string | null;
  /** True while the builder has not reached its complete step: not listed for candidates. */
  is_draft: Generated<boolean>;
  is_use_pred_models: Generated<boolean>;
  predictive_model_id: number | null;
  /** A requisition's role: the job profile whose predictive models it may score with (D141). */
  job_profile_id: number | null;
  created_by: number | null;
  updated_at: Timestamp;
  /** Deleted requisitions are hidden everywhere but kept for their candidates' history. */
  deleted_at: Timestamp | null;
  /** The banner shows while rescore_requested_at is later than rescore_finished_at (or that is null). */
  rescore_requested_at: Timestamp | null;
  rescore_finished_at: Timestamp | null;
}

export interface JobStepsTable {
  job_step_id: Generated<number>;
  job_id: number;
  name: string;
  sort_order: Generated<number>;
  usage_type_id: Generated<number>;
  /** jsonb: the text's versions by language (D199, migration 0092); the column above is the company default's. */
  name_i18n: ColumnType<unknown, string | undefined, string>;
}

export interface JobStepActivitiesTable {
  job_step_activity_id: Generated<number>;
  job_step_id: number;
  activity_type: string;
  title: string;
  asmt_id: number | null;
  sort_order: Generated<number>;
  retake_interval_days: number | null;
  instructions: Generated<string>;
  /** jsonb: the text's versions by language (D199, migration 0092); the column above is the company default's. */
  title_i18n: ColumnType<unknown, string | undefined, string>;
  /** jsonb: the text's versions by language (D199, migration 0092); the column above is the company default's. */
  instructions_i18n: ColumnType<unknown, string | undefined, string>;
  measurement_type_id: number | null;
  usage_type_id: Generated<number>;
  /** jsonb: activity-kind settings (question ids, time limits...). */
  settings: ColumnType<unknown, string | undefined, string>;
  /** The skills test a skills_test activity gives (migration 0014). */
  skills_test_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** The interview kit an interview activity runs (migration 0034). */
  interview_kit_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** The onboarding form an 'onboarding' activity gives (migration 0018). */
  onboarding_form_id: ColumnType<number | null, number | null | undefined, number | null>;
}

export interface JobTeamMembersTable {
  job_id: number;
  user_id: number;
  created_at: CreatedAt;
  job_team_id: Generated<number>;
  notify_new_applicants: Generated<boolean>;
}

export interface JobAttributeGroupsTable {
  job_attribute_group_id: Generated<number>;
  job_id: number;
  name: string;
  weight: Generated<number>;
  sort_order: Generated<number>;
}

export interface JobAttributeGroupAttributesTable {
  job_attribute_group_attribute_id: Generated<number>;
  job_attribute_group_id: number;
  attribute_type_id: number;
  weight: Generated<number>;
  sort_order: Generated<number>;
  /** jsonb: ScoringLevel[] (contracts/scoring-templates.ts), the requisition's anchors (D160); null without. */
  levels: ColumnType<unknown, string | null | undefined, string | null>;
}

export interface RejectionReasonsTable {
  rejection_reason_id: Generated<number>;
  account_id: number;
  rejection_type: 'company' | 'candidate';
  name: string;
  is_active: Generated<boolean>;
  sort_order: Generated<number>;
}

export interface PredictiveModelsTable {
  predictive_model_id: Generated<number>;
  job_id: number;
  name: string;
  intercept: ColumnType<string, string | number | undefined, string | number>;
  created_at: CreatedAt;
}

export interface PredictiveModelWeightsTable {
  predictive_model_id: number;
  attribute_type_id: number;
  weight: Numeric;
}

export interface JobEventsTable {
  event_id: Generated<string>;
  job_id: number;
  ref_id: string | null;
  actor_user_id: number | null;
  kind: string;
  /** jsonb: written as JSON text, read back parsed. */
  details: ColumnType<unknown, string | undefined, string>;
  created_at: CreatedAt;
}

/** The roles a pathway leads to (migration 0019). */
export interface PathwayJobsTable {
  pathway_job_id: Generated<number>;
  /** The pathway: a job of job_type_id 4. */
  job_id: number;
  title: string;
  description: Generated<string>;
  sort_order: Generated<number>;
  /** Migration 0024: set when staff archive the role (it leaves new questionnaires). */
  archived_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface PathwayJobAttributesTable {
  pathway_job_id: number;
  attribute_type_id: number;
  /** 0 to 100. */
  weight: number;
  sort_order: Generated<number>;
}

/** A company's onboarding forms (migration 0018); name and fields are jsonb checked by contracts/onboarding.ts. */
export interface AccountOnboardingFormsTable {
  onboarding_form_id: Generated<number>;
  account_id: number;
  name: ColumnType<unknown, string, string>;
  fields: ColumnType<unknown, string, string>;
  is_archived: Generated<boolean>;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface AccountVendorsTable {
  account_id: number;
  vendor_id: number;
  adapter: Generated<string>;
  created_at: CreatedAt;
}

/** Language tests (migration 0020). */
export interface VendorsTable {
  vendor_id: number;
  name: string;
}
