/**
 * Interviews. A kit is a company's reusable set of interview questions, the attributes each probes
 * and an anchored rubric per attribute; an interview activity in a plan points at one kit and
 * names its panel. An interview is one meeting with one participant (an applicant for an
 * interview activity, or an employee for a performance review) run with a kit; each interviewer
 * on it keeps one evaluation (notes, a 1-5 score per attribute, a recommendation) that they submit
 * once and that staff may unlock for correction.
 */
import { sql, type Kysely } from 'kysely';

const statements = [
  `create table interview_kits (
     interview_kit_id serial primary key,
     account_id integer not null references accounts (account_id) on delete cascade,
     name text not null,
     purpose text not null default 'interview' check (purpose in ('interview', 'performance_review')),
     created_by integer references users (user_id) on delete set null,
     created_at timestamptz not null default now(),
     updated_at timestamptz not null default now(),
     archived_at timestamptz
   )`,
  `create index interview_kits_account_idx on interview_kits (account_id, name)`,
  `create table interview_kit_questions (
     interview_kit_question_id serial primary key,
     interview_kit_id integer not null references interview_kits (interview_kit_id) on delete cascade,
     -- the company's interview-question template it came from; null when written in place
     account_question_id integer references account_questions (account_question_id) on delete set null,
     question_text text not null,
     guidance text not null default '',
     sort_order integer not null default 1
   )`,
  `create index interview_kit_questions_kit_idx on interview_kit_questions (interview_kit_id, sort_order)`,
  `create table interview_kit_question_attributes (
     interview_kit_question_id integer not null references interview_kit_questions (interview_kit_question_id) on delete cascade,
     attribute_type_id integer not null references attribute_types (attribute_type_id) on delete cascade,
     primary key (interview_kit_question_id, attribute_type_id)
   )`,
  `create table interview_rubric_levels (
     interview_kit_id integer not null references interview_kits (interview_kit_id) on delete cascade,
     attribute_type_id integer not null references attribute_types (attribute_type_id) on delete cascade,
     level integer not null check (level between 1 and 5),
     anchor text not null,
     primary key (interview_kit_id, attribute_type_id, level)
   )`,

  `alter table job_step_activities add column interview_kit_id integer
     references interview_kits (interview_kit_id) on delete set null`,
  `create table job_step_activity_interviewers (
     job_step_activity_id integer not null references job_step_activities (job_step_activity_id) on delete cascade,
     user_id integer not null references users (user_id) on delete cascade,
     primary key (job_step_activity_id, user_id)
   )`,
  `create index job_step_activity_interviewers_user_idx on job_step_activity_interviewers (user_id)`,

  `create table interviews (
     interview_id serial primary key,
     interview_uuid uuid not null unique default gen_random_uuid(),
     account_id integer not null references accounts (account_id) on delete cascade,
     purpose text not null check (purpose in ('interview', 'performance_review')),
     interview_kit_id integer references interview_kits (interview_kit_id) on delete set null,
     -- an applicant's interview activity; both null for a performance review
     job_step_activity_id integer references job_step_activities (job_step_activity_id) on delete cascade,
     ref_id uuid references user_trackers (ref_id) on delete cascade,
     participant_user_id integer not null references users (user_id) on delete cascade,
     status text not null default 'unscheduled'
       check (status in ('unscheduled', 'requested', 'scheduled', 'in_progress', 'completed', 'cancelled', 'declined')),
     starts_at timestamptz,
     ends_at timestamptz,
     time_zone text,
     location text not null default '',
     meeting_url text not null default '',
     created_by integer references users (user_id) on delete set null,
     created_at timestamptz not null default now(),
     updated_at timestamptz not null default now(),
     completed_at timestamptz,
     check ((purpose = 'interview') = (job_step_activity_id is not null and ref_id is not null)),
     check (ends_at is null or starts_at is null or ends_at > starts_at)
   )`,
  `create unique index interviews_live_per_activity_key on interviews (ref_id, job_step_activity_id)
     where status not in ('cancelled', 'declined')`,
  `create index interviews_account_start_idx on interviews (account_id, starts_at)`,
  `create index interviews_participant_idx on interviews (participant_user_id, starts_at)`,
  `create table interview_interviewers (
     interview_id integer not null references interviews (interview_id) on delete cascade,
     user_id integer not null references users (user_id) on delete cascade,
     primary key (interview_id, user_id)
   )`,
  `create index interview_interviewers_user_idx on interview_interviewers (user_id, interview_id)`,

  `create table interview_evaluations (
     interview_evaluation_id serial primary key,
     interview_id integer not null references interviews (interview_id) on delete cascade,
     interviewer_user_id integer not null references users (user_id) on delete cascade,
     notes text not null default '',
     recommendation text check (recommendation in ('strong_no', 'no', 'yes', 'strong_yes')),
     submitted_at timestamptz,
     created_at timestamptz not null default now(),
     updated_at timestamptz not null default now(),
     unique (interview_id, interviewer_user_id)
   )`,
  `create index interview_evaluations_interviewer_idx on interview_evaluations (interviewer_user_id)`,
  `create table interview_evaluation_scores (
     interview_evaluation_id integer not null references interview_evaluations (interview_evaluation_id) on delete cascade,
     attribute_type_id integer not null references attribute_types (attribute_type_id) on delete cascade,
     score integer not null check (score between 1 and 5),
     primary key (interview_evaluation_id, attribute_type_id)
   )`,
  `create table interview_evaluation_answers (
     interview_evaluation_id integer not null references interview_evaluations (interview_evaluation_id) on delete cascade,
     interview_kit_question_id integer not null references interview_kit_questions (interview_kit_question_id) on delete cascade,
     notes text not null default '',
     primary key (interview_evaluation_id, interview_kit_question_id)
   )`,
];

const TABLES = [
  'interview_evaluation_answers',
  'interview_evaluation_scores',
  'interview_evaluations',
  'interview_interviewers',
  'interviews',
  'job_step_activity_interviewers',
  'interview_rubric_levels',
  'interview_kit_question_attributes',
  'interview_kit_questions',
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of TABLES) await db.schema.dropTable(table).ifExists().execute();
  await sql.raw('alter table job_step_activities drop column if exists interview_kit_id').execute(db);
  await db.schema.dropTable('interview_kits').ifExists().execute();
}
