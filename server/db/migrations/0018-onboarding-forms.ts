/**
 * Onboarding forms (seed 002 7.2 account-onboarding-form, 7.3 onboarding-form step
 * activity):
 * - account_onboarding_forms: a company's forms; the ordered fields (labels in en/es/fr, type,
 *   required, options) are one jsonb array checked by contracts/onboarding.ts, since a form is
 *   always read and replaced whole.
 * - job_step_activities gains the 'onboarding' kind and onboarding_form_id, the form it gives.
 * - user_onboarding_responses: one submission per tracker activity; each answer keeps a copy of
 *   its field, so editing the form later never changes what reviewers read.
 */
import { sql, type Kysely } from 'kysely';

const CHECK = 'job_step_activities_activity_type_check';

/**
 * Adds 'onboarding' to whatever kinds the check allows now (another migration may have added
 * kinds of its own), instead of restating a fixed list that would drop them.
 */
export async function allowOnboardingKind(db: Kysely<unknown>): Promise<void> {
  const found = await sql<{ def: string }>`
    select pg_get_constraintdef(c.oid) as def from pg_constraint c
    join pg_class t on t.oid = c.conrelid
    where t.relname = 'job_step_activities' and c.conname = ${CHECK}`.execute(db);
  const def = found.rows[0]?.def ?? '';
  const kinds = new Set([...def.matchAll(/'([a-z_]+)'/g)].map((m) => m[1]!));
  if (kinds.has('onboarding')) return;
  kinds.add('onboarding');
  const list = [...kinds].map((k) => `'${k}'`).join(', ');
  await sql.raw(`alter table job_step_activities drop constraint if exists ${CHECK}`).execute(db);
  await sql
    .raw(`alter table job_step_activities add constraint ${CHECK} check (activity_type in (${list}))`)
    .execute(db);
}

const statements = [
  `create table account_onboarding_forms (
     onboarding_form_id serial primary key,
     account_id integer not null references accounts (account_id) on delete cascade,
     -- {"en": "...", "es": "...", "fr": "..."}
     name jsonb not null,
     fields jsonb not null default '[]'::jsonb,
     is_archived boolean not null default false,
     created_at timestamptz not null default now(),
     updated_at timestamptz not null default now()
   )`,
  `create index account_onboarding_forms_account_idx on account_onboarding_forms (account_id) where not is_archived`,
  `alter table job_step_activities add column onboarding_form_id integer references account_onboarding_forms (onboarding_form_id) on delete set null`,
  `create table user_onboarding_responses (
     ref_id uuid not null references user_trackers (ref_id) on delete cascade,
     job_step_activity_id integer not null references job_step_activities (job_step_activity_id) on delete cascade,
     user_id integer not null references users (user_id) on delete cascade,
     onboarding_form_id integer references account_onboarding_forms (onboarding_form_id) on delete set null,
     -- [{"field_key", "label", "field_type", "value", "option_label"}] in the form's order
     answers jsonb not null,
     submitted_at timestamptz not null default now(),
     primary key (ref_id, job_step_activity_id)
   )`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await allowOnboardingKind(db);
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('drop table if exists user_onboarding_responses').execute(db);
  await sql.raw('alter table job_step_activities drop column if exists onboarding_form_id').execute(db);
  await sql.raw('drop table if exists account_onboarding_forms').execute(db);
}
