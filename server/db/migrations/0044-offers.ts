/**
 * Offers. A company keeps its offer fields (the values a recruiter fills: salary, start date...),
 * its offer letter templates and offer letter details templates (rich text per language) and its
 * offer settings (how many offers may be out at once, the e-signature provider). An offer belongs
 * to one application and one offer activity of its plan; its signers sign in order. Every version
 * of its document is kept with its SHA-256 and never changes; every event is appended to a trail
 * that refuses updates and deletes.
 */
import { sql, type Kysely } from 'kysely';

const statements = [
  `create table offer_settings (
     account_id integer primary key references accounts (account_id) on delete cascade,
     -- how many offers may be out (sent or viewed) at once; null means no limit
     max_open_offers integer check (max_open_offers is null or max_open_offers between 1 and 100000),
     esignature_provider text not null default 'builtin' check (esignature_provider in ('builtin')),
     link_days integer not null default 14 check (link_days between 1 and 90),
     updated_at timestamptz not null default now()
   )`,
  `create table offer_fields (
     offer_field_id serial primary key,
     account_id integer not null references accounts (account_id) on delete cascade,
     field_key text not null check (field_key ~ '^[a-z][a-z0-9_]{0,39}$'),
     label text not null,
     field_type text not null check (field_type in ('text', 'number', 'money', 'date', 'choice')),
     required boolean not null default false,
     options jsonb not null default '[]',
     min_value numeric,
     max_value numeric,
     sort_order integer not null default 1,
     created_at timestamptz not null default now(),
     updated_at timestamptz not null default now(),
     archived_at timestamptz
   )`,
  `create unique index offer_fields_key on offer_fields (account_id, field_key) where archived_at is null`,
  `create table offer_letter_templates (
     offer_letter_template_id serial primary key,
     account_id integer not null references accounts (account_id) on delete cascade,
     kind text not null default 'letter' check (kind in ('letter', 'details')),
     name text not null,
     language text not null check (language in ('en', 'es', 'fr')),
     body text not null,
     created_by integer references users (user_id) on delete set null,
     created_at timestamptz not null default now(),
     updated_at timestamptz not null default now(),
     archived_at timestamptz
   )`,
  `create unique index offer_letter_templates_name on offer_letter_templates (account_id, kind, lower(name), language) where archived_at is null`,
  `create table offers (
     offer_id serial primary key,
     offer_uuid uuid not null unique default gen_random_uuid(),
     account_id integer not null references accounts (account_id) on delete cascade,
     ref_id uuid not null references user_trackers (ref_id) on delete cascade,
     job_step_activity_id integer not null references job_step_activities (job_step_activity_id) on delete cascade,
     offer_letter_template_id integer references offer_letter_templates (offer_letter_template_id) on delete set null,
     language text not null check (language in ('en', 'es', 'fr')),
     -- the template's text when the offer was made, so later template edits change no offer
     letter_body text not null,
     field_values jsonb not null default '{}',
     status text not null default 'draft'
       check (status in ('draft', 'sent', 'viewed', 'signed', 'declined', 'expired', 'cancelled')),
     -- an answer the candidate gave outside the product, recorded by staff
     recorded_response text check (recorded_response in ('accepted', 'declined')),
     decline_reason text,
     expires_at timestamptz,
     created_by integer references users (user_id) on delete set null,
     created_at timestamptz not null default now(),
     updated_at timestamptz not null default now(),
     sent_at timestamptz,
     finished_at timestamptz
   )`,
  `create unique index offers_live_per_activity on offers (ref_id, job_step_activity_id)
     where status not in ('declined', 'expired', 'cancelled')`,
  `create index offers_account_status_idx on offers (account_id, status)`,
  `create table offer_signers (
     offer_signer_id serial primary key,
     offer_id integer not null references offers (offer_id) on delete cascade,
     sign_order integer not null check (sign_order between 1 and 10),
     role text not null check (role in ('candidate', 'staff')),
     user_id integer references users (user_id) on delete set null,
     name text not null,
     email text not null,
     status text not null default 'waiting' check (status in ('waiting', 'pending', 'viewed', 'signed', 'declined')),
     viewed_at timestamptz,
     signed_at timestamptz,
     signature_kind text check (signature_kind in ('typed', 'drawn')),
     typed_name text,
     ip text,
     -- the SHA-256 of the document version the signer read and signed
     document_sha256 text,
     link_token_hash text unique,
     link_expires_at timestamptz,
     reminded_at timestamptz,
     unique (offer_id, sign_order)
   )`,
  `create index offer_signers_user_idx on offer_signers (user_id)`,
  `create table offer_documents (
     offer_document_id serial primary key,
     offer_id integer not null references offers (offer_id) on delete cascade,
     version integer not null,
     kind text not null check (kind in ('sent', 'stamped', 'signed')),
     content bytea not null,
     sha256 text not null,
     created_at timestamptz not null default now(),
     unique (offer_id, version)
   )`,
  `create table offer_events (
     offer_event_id serial primary key,
     offer_id integer not null references offers (offer_id) on delete cascade,
     kind text not null,
     actor_user_id integer references users (user_id) on delete set null,
     offer_signer_id integer references offer_signers (offer_signer_id) on delete set null,
     ip text,
     detail jsonb not null default '{}',
     created_at timestamptz not null default now()
   )`,
  `create index offer_events_offer_idx on offer_events (offer_id, offer_event_id)`,
  // Documents and events are written once: a stored version is what someone read or signed.
  // Only a cascade (a company or application deleted, trigger depth 1) may remove them.
  `create function offers_refuse_change() returns trigger language plpgsql as $$
   begin
     raise exception '% rows cannot be changed or deleted', tg_table_name using errcode = '42501';
   end $$`,
  `create trigger offer_documents_immutable before update or delete on offer_documents
     for each row when (pg_trigger_depth() = 0)
     execute function offers_refuse_change()`,
  `create trigger offer_events_append_only before update or delete on offer_events
     for each row when (pg_trigger_depth() = 0)
     execute function offers_refuse_change()`,
];

const TABLES = [
  'offer_events',
  'offer_documents',
  'offer_signers',
  'offers',
  'offer_letter_templates',
  'offer_fields',
  'offer_settings',
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of TABLES) await db.schema.dropTable(table).ifExists().cascade().execute();
  await sql.raw('drop function if exists offers_refuse_change()').execute(db);
}
