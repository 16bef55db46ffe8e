/**
 * The recruiters' requisition workspace: builder fields on jobs, plan details on steps
 * and activities, the attributes library and a requisition's weighted attribute groups, team
 * member settings, the application's review state (status, rejection, hire, assignment, fit),
 * rejection reasons, comments, the requisition's event history, stored attribute scores per
 * application, predictive models, and a small job queue for background work (rescoring, mail).
 */
import { sql, type Kysely } from 'kysely';

const statements = [
  // Requisition builder and setup.
  `alter table jobs
     add column description text not null default '',
     add column is_resume_required boolean not null default false,
     add column is_linkedin_required boolean not null default false,
     add column invite_message text,
     add column is_draft boolean not null default false,
     add column is_use_pred_models boolean not null default false,
     add column predictive_model_id integer,
     add column created_by integer references users (user_id) on delete set null,
     add column updated_at timestamptz not null default now(),
     add column deleted_at timestamptz,
     add column rescore_requested_at timestamptz,
     add column rescore_finished_at timestamptz`,
  `alter table job_steps add column usage_type_id integer not null default 1`,
  `alter table job_step_activities
     add column instructions text not null default '',
     add column measurement_type_id integer,
     add column usage_type_id integer not null default 1,
     add column settings jsonb not null default '{}'::jsonb`,
  `alter table job_team_members
     add column job_team_id serial unique,
     add column notify_new_applicants boolean not null default true`,

  // The attributes library: what assessments measure (linked to assessment_attributes) and the
  // company's own attributes (account_id set, no assessment).
  `create table attribute_types (
     attribute_type_id serial primary key,
     account_id integer references accounts (account_id) on delete cascade,
     asmt_id integer references assessments (asmt_id) on delete cascade,
     code text,
     category text not null check (category in ('personality', 'interests', 'values', 'competencies', 'custom')),
     sort_order integer not null default 0,
     unique (asmt_id, code)
   )`,
  `create table attribute_type_texts (
     attribute_type_id integer not null references attribute_types (attribute_type_id) on delete cascade,
     language text not null check (language in ('en', 'es', 'fr')),
     name text not null,
     description text not null default '',
     primary key (attribute_type_id, language)
   )`,
  `create table job_attribute_groups (
     job_attribute_group_id serial primary key,
     job_id integer not null references jobs (job_id) on delete cascade,
     name text not null,
     weight integer not null default 1 check (weight between 0 and 100),
     sort_order integer not null default 1
   )`,
  `create index job_attribute_groups_job_idx on job_attribute_groups (job_id, sort_order)`,
  `create table job_attribute_group_attributes (
     job_attribute_group_attribute_id serial primary key,
     job_attribute_group_id integer not null references job_attribute_groups (job_attribute_group_id) on delete cascade,
     attribute_type_id integer not null references attribute_types (attribute_type_id) on delete cascade,
     weight integer not null default 1 check (weight between 0 and 100),
     sort_order integer not null default 1,
     unique (job_attribute_group_id, attribute_type_id)
   )`,

  // Rejection reasons per company, by type (the company rejected, or the candidate withdrew).
  `create table rejection_reasons (
     rejection_reason_id serial primary key,
     account_id integer not null references accounts (account_id) on delete cascade,
     rejection_type text not null check (rejection_type in ('company', 'candidate')),
     name text not null,
     is_active boolean not null default true,
     sort_order integer not null default 1
   )`,
  `create index rejection_reasons_account_idx on rejection_reasons (account_id, rejection_type, sort_order)`,

  // The application's review state. account_id is copied from the job so the account-wide list
  // pages on one index.
  `alter table user_trackers
     add column account_id integer references accounts (account_id) on delete cascade,
     add column status text not null default 'active' check (status in ('active', 'rejected', 'hired')),
     add column is_new boolean not null default true,
     add column assigned_user_id integer references users (user_id) on delete set null,
     add column rejection_reason_id integer references rejection_reasons (rejection_reason_id) on delete set null,
     add column rejection_note text,
     add column rejected_at timestamptz,
     add column hired_at timestamptz,
     add column hire_start_date date,
     add column removed_at timestamptz,
     add column current_job_step_id integer references job_steps (job_step_id) on delete set null,
     add column completed_activity_count integer not null default 0,
     add column fit_score numeric(5, 2),
     add column predictive_score numeric(6, 2),
     add column scored_at timestamptz`,
  `update user_trackers t set account_id = j.account_id from jobs j where j.job_id = t.job_id`,
  `update user_trackers t set completed_activity_count =
     (select count(*) from user_step_activities a where a.ref_id = t.ref_id and a.is_completed)`,
  `alter table user_trackers alter column account_id set not null`,
  `create index user_trackers_job_list_idx on user_trackers (job_id, created_at desc, ref_id) where removed_at is null`,
  `create index user_trackers_job_fit_idx on user_trackers (job_id, fit_score desc nulls last, ref_id) where removed_at is null`,
  `create index user_trackers_job_status_idx on user_trackers (job_id, status, created_at desc) where removed_at is null`,
  `create index user_trackers_account_list_idx on user_trackers (account_id, created_at desc, ref_id) where removed_at is null`,
  `create index user_trackers_assigned_idx on user_trackers (assigned_user_id) where assigned_user_id is not null`,

  // Attribute scores per application, computed on submission and kept (0 to 100).
  `create table application_attribute_scores (
     ref_id uuid not null references user_trackers (ref_id) on delete cascade,
     attribute_type_id integer not null references attribute_types (attribute_type_id) on delete cascade,
     score numeric(5, 2) not null check (score between 0 and 100),
     job_step_activity_id integer references job_step_activities (job_step_activity_id) on delete set null,
     computed_at timestamptz not null default now(),
     primary key (ref_id, attribute_type_id)
   )`,

  `create table predictive_models (
     predictive_model_id serial primary key,
     job_id integer not null references jobs (job_id) on delete cascade,
     name text not null,
     intercept numeric(8, 3) not null default 0,
     created_at timestamptz not null default now()
   )`,
  `create table predictive_model_weights (
     predictive_model_id integer not null references predictive_models (predictive_model_id) on delete cascade,
     attribute_type_id integer not null references attribute_types (attribute_type_id) on delete cascade,
     weight numeric(8, 3) not null,
     primary key (predictive_model_id, attribute_type_id)
   )`,
  `alter table jobs add constraint jobs_predictive_model_fk foreign key (predictive_model_id)
     references predictive_models (predictive_model_id) on delete set null`,

  // Comments on an application and the requisition's history (the Activity tab, the scorecard's history).
  `create table application_comments (
     comment_id serial primary key,
     comment_uuid uuid not null unique,
     ref_id uuid not null references user_trackers (ref_id) on delete cascade,
     author_user_id integer references users (user_id) on delete set null,
     scope text not null default 'team' check (scope in ('team', 'private')),
     body text not null,
     created_at timestamptz not null default now(),
     updated_at timestamptz not null default now()
   )`,
  `create index application_comments_ref_idx on application_comments (ref_id, created_at)`,
  `create table job_events (
     event_id bigserial primary key,
     job_id integer not null references jobs (job_id) on delete cascade,
     ref_id uuid references user_trackers (ref_id) on delete cascade,
     actor_user_id integer references users (user_id) on delete set null,
     kind text not null,
     details jsonb not null default '{}'::jsonb,
     created_at timestamptz not null default now()
   )`,
  `create index job_events_job_idx on job_events (job_id, created_at desc)`,
  `create index job_events_ref_idx on job_events (ref_id, created_at desc) where ref_id is not null`,

  // Background work (rescoring, mail, exports): claimed with FOR UPDATE SKIP LOCKED, so several
  // server processes share one queue; works the same on PGlite and PostgreSQL.
  `create table background_jobs (
     id bigserial primary key,
     kind text not null,
     payload jsonb not null default '{}'::jsonb,
     run_after timestamptz not null default now(),
     locked_until timestamptz,
     attempts integer not null default 0,
     last_error text,
     created_at timestamptz not null default now(),
     finished_at timestamptz
   )`,
  `create index background_jobs_due_idx on background_jobs (run_after) where finished_at is null`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'background_jobs',
    'job_events',
    'application_comments',
    'predictive_model_weights',
    'application_attribute_scores',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
  await sql.raw('alter table jobs drop constraint if exists jobs_predictive_model_fk').execute(db);
  await db.schema.dropTable('predictive_models').ifExists().execute();
  await sql
    .raw(
      `alter table user_trackers drop column if exists account_id, drop column if exists status, drop column if exists is_new,
       drop column if exists assigned_user_id, drop column if exists rejection_reason_id, drop column if exists rejection_note,
       drop column if exists rejected_at, drop column if exists hired_at, drop column if exists hire_start_date,
       drop column if exists removed_at, drop column if exists current_job_step_id, drop column if exists completed_activity_count,
       drop column if exists fit_score, drop column if exists predictive_score, drop column if exists scored_at`,
    )
    .execute(db);
  for (const table of [
    'rejection_reasons',
    'job_attribute_group_attributes',
    'job_attribute_groups',
    'attribute_type_texts',
    'attribute_types',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
