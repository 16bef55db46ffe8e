/**
 * Custom screening questions: a company's question bank (and a shared library
 * when account_id is null), the choices of choice questions with their points, the attributes a
 * question measures, and which questions a screening-plan activity asks, in order. Candidates'
 * answers travel through the offline engine like every other answer (user_answers, item_id
 * 'q<account_question_id>').
 */
import { sql, type Kysely } from 'kysely';

const statements = [
  `create table account_questions (
     account_question_id serial primary key,
     account_id integer references accounts (account_id) on delete cascade,
     question_type text not null check (question_type in
       ('single_choice', 'multiple_choice', 'short_text', 'long_text', 'number', 'yes_no', 'date', 'file')),
     question_text text not null,
     help_text text not null default '',
     measurement_type_id integer,
     -- per type: { min, max } for numbers, { max_length } for text, { accept } for files
     settings jsonb not null default '{}'::jsonb,
     is_archived boolean not null default false,
     created_by integer references users (user_id) on delete set null,
     created_at timestamptz not null default now()
   )`,
  `create index account_questions_account_idx on account_questions (account_id, created_at desc)`,
  `create table question_options (
     question_option_id serial primary key,
     account_question_id integer not null references account_questions (account_question_id) on delete cascade,
     option_text text not null,
     sort_order integer not null default 1,
     -- points towards the question's score (0 to 100); null means unscored
     score numeric(5, 2),
     -- choosing it disqualifies (a knockout answer)
     is_knockout boolean not null default false
   )`,
  `create index question_options_question_idx on question_options (account_question_id, sort_order)`,
  `create table question_attributes (
     account_question_id integer not null references account_questions (account_question_id) on delete cascade,
     attribute_type_id integer not null references attribute_types (attribute_type_id) on delete cascade,
     weight integer not null default 1 check (weight between 0 and 100),
     primary key (account_question_id, attribute_type_id)
   )`,
  `create table job_step_activity_questions (
     job_step_activity_id integer not null references job_step_activities (job_step_activity_id) on delete cascade,
     account_question_id integer not null references account_questions (account_question_id) on delete cascade,
     sort_order integer not null default 1,
     is_required boolean not null default true,
     primary key (job_step_activity_id, account_question_id)
   )`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['job_step_activity_questions', 'question_attributes', 'question_options', 'account_questions']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
