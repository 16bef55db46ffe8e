/** Employees of a company (migration 0046). */
import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, DateColumn, Numeric, Timestamp } from './columns.ts';

export interface EmployeesTable {
  employee_id: Generated<number>;
  account_id: number;
  /** The person's user when they have one (a hired applicant keeps theirs). */
  user_id: number | null;
  /** The application they were hired from, so their assessment history stays linked. */
  hired_from_ref_id: string | null;
  first_name: string;
  last_name: string;
  email: string | null;
  job_title: string;
  location: Generated<string>;
  start_date: DateColumn;
  end_date: DateColumn;
  separation_type: 'voluntary' | 'involuntary' | null;
  separation_reason: string | null;
  supervisor_email: string | null;
  /** The job profile (a `jobs` row of job_type_id 1) the employee is measured in (migration 0057). */
  job_profile_id: ColumnType<number | null, number | null | undefined, number | null>;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

/** An employee's measured attribute, 0-100 (migration 0047). */
export interface EmployeeAttributeScoresTable {
  employee_id: number;
  attribute_type_id: number;
  score: Numeric;
  measured_at: DateColumn;
}

/** One dated value of an outcome (performance rating, satisfaction...) for an employee (migration 0047). */
export interface EmployeeOutcomeValuesTable {
  employee_id: number;
  outcome: string;
  value: Numeric;
  measured_at: DateColumn;
}

export interface SeparationReasonsTable {
  separation_reason_id: Generated<number>;
  account_id: number;
  separation_type: 'voluntary' | 'involuntary';
  name: string;
  is_active: Generated<boolean>;
  sort_order: Generated<number>;
}

/** An employee staff added to a pathway, and the supervisor email given then (migration 0058). */
export interface PathwayParticipantsTable {
  ref_id: string;
  job_id: number;
  employee_id: number | null;
  supervisor_email: string | null;
  added_by: number | null;
  created_at: CreatedAt;
}

/** The outcomes that matter for a job profile, in order (migration 0057). */
export interface JobProfileOutcomesTable {
  job_id: number;
  outcome: 'retention_90_day' | 'turnover' | 'performance_rating' | 'satisfaction';
  sort_order: number;
}

/** A company's outcome question, answered by supervisors on a 1-5 scale (migration 0063). */
export interface OutcomeQuestionsTable {
  outcome_question_id: Generated<number>;
  account_id: number;
  question: string;
  sort_order: number;
  /** Who answers it: supervisors about their people, or employees about themselves (migration 0074). */
  audience: Generated<'supervisor' | 'employee'>;
  deleted_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** No longer asked, its answers kept; restorable (migration 0077). */
  archived_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  created_at: CreatedAt;
}

/** One version of a company's performance rating scale, never edited once saved (migration 0077, D155). */
export interface PerformanceScalesTable {
  performance_scale_id: Generated<number>;
  account_id: number;
  /** jsonb: the levels from lowest to highest, written as JSON text, read back parsed. */
  levels: ColumnType<{ label: string; description: string }[], string, string>;
  created_at: CreatedAt;
}

/** An employee's own answer to a satisfaction question for one outcome period (migration 0074). */
export interface SatisfactionAnswersTable {
  outcome_period_id: number;
  employee_id: number;
  outcome_question_id: number;
  value: number;
  answered_at: Generated<Date>;
}

/** A round of outcome questions for a job profile's participants (migration 0063). */
export interface OutcomePeriodsTable {
  outcome_period_id: Generated<number>;
  job_id: number;
  name: string;
  measured_on: DateColumn;
  created_by: number | null;
  created_at: CreatedAt;
  /** The day its schedule had it due; null when opened by hand (migration 0088, D170). */
  scheduled_on: DateColumn;
}

/** A job profile's outcome-period schedule: every N months from next_on (migration 0088, D170). */
export interface OutcomeSchedulesTable {
  job_id: number;
  name: string;
  every_months: number;
  starts_on: ColumnType<Date | string, string, string>;
  next_on: ColumnType<Date | string, string, string>;
  last_due_on: DateColumn;
  last_outcome_period_id: ColumnType<number | null, number | null | undefined, number | null>;
  last_skipped: ColumnType<string | null, string | null | undefined, string | null>;
  updated_by: number | null;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

/** When a profile's measurement plan is given, counted from each participant's start (migration 0089). */
export interface JobProfilePlanTimingTable {
  job_id: number;
  days_after_start: number;
  updated_by: number | null;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

/** A participant given the profile's measurement plan, once, with the tracker they take it on (migration 0089). */
export interface JobProfileEnrolmentsTable {
  job_id: number;
  employee_id: number;
  ref_id: string;
  created_at: CreatedAt;
}

/** One supervisor's link for one period (migration 0063). */
export interface OutcomeInvitationsTable {
  outcome_invitation_id: Generated<number>;
  outcome_period_id: number;
  supervisor_email: string;
  token_hash: string;
  expires_at: Date;
  created_at: CreatedAt;
}

export interface OutcomeInvitationEmployeesTable {
  outcome_invitation_id: number;
  employee_id: number;
  answered_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

export interface OutcomeAnswersTable {
  outcome_invitation_id: number;
  employee_id: number;
  outcome_question_id: number;
  value: number;
  /** The scale version the answer was given on; null for the 1-5 scale of before (migration 0077). */
  performance_scale_id: ColumnType<number | null, number | null | undefined, number | null>;
}

/** A named, ordered selection of account dashboard charts (migration 0060, decision D135). */
export interface CustomDashboardsTable {
  dashboard_id: Generated<number>;
  account_id: number;
  created_by: number;
  name: string;
  /** jsonb: the chart slugs in order, written as JSON text, read back parsed. */
  charts: ColumnType<string[], string, string>;
  shared: Generated<boolean>;
  created_at: CreatedAt;
  updated_at: Timestamp;
}
