/**
 * The candidate's personal profile, resume and the company's custom fields (seed 000
 * sections 3 and 5):
 * - user_profiles: the applicant profile form fields that users does not hold (one row per user;
 *   first/last name, email and phone stay on users).
 * - resumes: one current resume per user; the bytes live under DATA_DIR/uploads/resumes, the row
 *   is written only after the file is in place.
 * - account_fields: a company's custom fields (usage_type_id 2, seed 001 "Company custom fields
 *   usage type 2"), grouped like the settings tabs (personal, job, application).
 * - user_field_answers: a candidate's answers to them, per application (ref_id) when given on an
 *   application form.
 */
import { sql, type Kysely } from 'kysely';

const statements = [
  `create table user_profiles (
     user_id integer primary key references users (user_id) on delete cascade,
     email2 text,
     dob date,
     gender text check (gender in ('Male', 'Female')),
     jobtitle text,
     city text,
     state_code text,
     zip text,
     country_code text,
     start_date date,
     end_date date,
     separation_reason text,
     separation_type_id integer,
     separation_note text,
     supervisor_email text,
     employment_type_id integer,
     is_opt_in boolean not null default false,
     linkedin_url text,
     updated_at timestamptz not null default now()
   )`,
  `create table resumes (
     resume_id serial primary key,
     user_id integer not null unique references users (user_id) on delete cascade,
     file_name text not null,
     content_type text not null,
     size_bytes integer not null check (size_bytes > 0),
     sha256 text not null,
     -- relative to DATA_DIR
     storage_path text not null,
     created_at timestamptz not null default now()
   )`,
  `create table account_fields (
     account_field_id serial primary key,
     account_id integer not null references accounts (account_id) on delete cascade,
     usage_type_id integer not null default 2,
     field_group text not null default 'application' check (field_group in ('personal', 'job', 'application')),
     label text not null,
     help_text text not null default '',
     field_type text not null check (field_type in ('text', 'number', 'date', 'select', 'file')),
     -- select: ["Option A", "Option B"]
     options jsonb not null default '[]'::jsonb,
     is_required boolean not null default false,
     sort_order integer not null default 1,
     is_archived boolean not null default false,
     created_at timestamptz not null default now()
   )`,
  `create index account_fields_account_idx on account_fields (account_id, usage_type_id, field_group, sort_order)`,
  `create table user_field_answers (
     user_field_id serial primary key,
     account_field_id integer not null references account_fields (account_field_id) on delete cascade,
     user_id integer not null references users (user_id) on delete cascade,
     ref_id uuid references user_trackers (ref_id) on delete cascade,
     answer text,
     -- a file field's answer: the resume id it points at
     file_upload_response text,
     updated_at timestamptz not null default now()
   )`,
  `create unique index user_field_answers_ref_idx on user_field_answers (ref_id, account_field_id) where ref_id is not null`,
  `create unique index user_field_answers_user_idx on user_field_answers (user_id, account_field_id) where ref_id is null`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['user_field_answers', 'account_fields', 'resumes', 'user_profiles']) {
    await sql.raw(`drop table if exists ${table}`).execute(db);
  }
}
