/**
 * Assay as the assessment provider of another applicant tracking system (decision D145): a
 * company's integrations (one API key each, kept only as a SHA-256 hash, revocable), the map from
 * the ATS's job ids to the company's requisitions, the orders the ATS places (one per external
 * application id and integration, so a repeat returns the same order), and the delivery of the
 * result to the order's result update link (attempts made by the job queue).
 */
import { sql, type Kysely } from 'kysely';

const statements = [
  `create table ats_integrations (
    integration_id serial primary key,
    account_id integer not null references accounts (account_id) on delete cascade,
    name text not null check (length(name) between 1 and 100),
    key_hash text not null unique,
    key_hint text not null,
    revoked_at timestamptz,
    created_by integer references users (user_id) on delete set null,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now()
  )`,
  `create index ats_integrations_account_idx on ats_integrations (account_id)`,
  `create table ats_job_maps (
    integration_id integer not null references ats_integrations (integration_id) on delete cascade,
    external_job_id text not null check (length(external_job_id) between 1 and 100),
    job_id integer not null references jobs (job_id) on delete cascade,
    primary key (integration_id, external_job_id)
  )`,
  `create table ats_orders (
    order_uuid uuid primary key,
    integration_id integer not null references ats_integrations (integration_id) on delete cascade,
    job_id integer not null references jobs (job_id) on delete cascade,
    external_application_id text not null check (length(external_application_id) between 1 and 100),
    first_name text not null,
    last_name text not null,
    email text not null,
    return_link text not null,
    result_update_link text not null,
    ref_id uuid references user_trackers (ref_id) on delete set null,
    status text not null default 'open' check (status in ('open', 'started', 'completed', 'cancelled')),
    created_at timestamptz not null default now(),
    unique (integration_id, external_application_id)
  )`,
  `create index ats_orders_ref_idx on ats_orders (ref_id)`,
  `create table ats_result_deliveries (
    delivery_id serial primary key,
    order_uuid uuid not null unique references ats_orders (order_uuid) on delete cascade,
    status text not null default 'pending' check (status in ('pending', 'delivered', 'failed')),
    attempts integer not null default 0,
    last_http_status integer,
    last_error text,
    last_attempt_at timestamptz,
    delivered_at timestamptz,
    created_at timestamptz not null default now()
  )`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['ats_result_deliveries', 'ats_orders', 'ats_job_maps', 'ats_integrations']) {
    await sql.raw(`drop table if exists ${table}`).execute(db);
  }
}
