import { sql, type Kysely } from 'kysely';

const FLAGS = [
  'all_employee_access',
  'company_settings_access',
  'full_access',
  'job_profile_access',
  'performance_access',
  'private_data_access',
  'company_dashboard_access',
  'smartreq_access',
  'all_pathways_access',
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('accounts')
    .addColumn('account_id', 'serial', (c) => c.primaryKey())
    .addColumn('uuid', 'uuid', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('logo_url', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('account_preferences')
    .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.account_id').onDelete('cascade'))
    .addColumn('keyname', 'text', (c) => c.notNull())
    .addColumn('value', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('account_preferences_pk', ['account_id', 'keyname'])
    .execute();

  await db.schema
    .createTable('users')
    .addColumn('user_id', 'serial', (c) => c.primaryKey())
    .addColumn('uuid', 'uuid', (c) => c.notNull().unique())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('last_name', 'text', (c) => c.notNull())
    .addColumn('password_hash', 'text')
    .addColumn('is_jf_admin', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('track_user_with_pendo', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('phone_number', 'text')
    .addColumn('preferred_language', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create unique index users_email_key on users (lower(email))`.execute(db);

  let roles = db.schema
    .createTable('roles')
    .addColumn('role_id', 'serial', (c) => c.primaryKey())
    .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.account_id').onDelete('cascade'))
    .addColumn('role_name', 'text', (c) => c.notNull());
  for (const flag of FLAGS) roles = roles.addColumn(flag, 'boolean', (c) => c.notNull().defaultTo(false));
  await roles.execute();
  await db.schema.createIndex('roles_account_idx').on('roles').column('account_id').execute();

  await db.schema
    .createTable('user_roles')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.user_id').onDelete('cascade'))
    .addColumn('role_id', 'integer', (c) => c.notNull().references('roles.role_id').onDelete('cascade'))
    .addPrimaryKeyConstraint('user_roles_pk', ['user_id', 'role_id'])
    .execute();
  await db.schema.createIndex('user_roles_role_idx').on('user_roles').column('role_id').execute();

  await db.schema
    .createTable('refresh_tokens')
    .addColumn('refresh_token_id', 'serial', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.user_id').onDelete('cascade'))
    .addColumn('family_id', 'uuid', (c) => c.notNull())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .addColumn('revoked_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('refresh_tokens_family_idx').on('refresh_tokens').column('family_id').execute();

  await db.schema
    .createTable('password_reset_tokens')
    .addColumn('password_reset_token_id', 'serial', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.user_id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .execute();

  await db.schema
    .createTable('idempotency_keys')
    .addColumn('idempotency_key', 'text', (c) => c.notNull())
    .addColumn('scope', 'text', (c) => c.notNull())
    .addColumn('request_hash', 'text', (c) => c.notNull())
    .addColumn('status_code', 'integer')
    .addColumn('response_body', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('idempotency_keys_pk', ['scope', 'idempotency_key'])
    .execute();

  await db.schema
    .createTable('audit_events')
    .addColumn('audit_event_id', 'serial', (c) => c.primaryKey())
    .addColumn('occurred_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('event', 'text', (c) => c.notNull())
    .addColumn('actor_user_id', 'integer')
    .addColumn('subject_user_id', 'integer')
    .addColumn('account_id', 'integer')
    .addColumn('ip', 'text')
    .addColumn('details', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .execute();
  await db.schema
    .createIndex('audit_events_subject_idx')
    .on('audit_events')
    .columns(['subject_user_id', 'occurred_at'])
    .execute();

  await db.schema
    .createTable('mail_outbox')
    .addColumn('mail_id', 'serial', (c) => c.primaryKey())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('to_address', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('text_body', 'text', (c) => c.notNull())
    .addColumn('html_body', 'text')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('queued'))
    .addColumn('sent_at', 'timestamptz')
    .execute();

  await db.schema
    .createTable('rate_limit_counters')
    .addColumn('bucket', 'text', (c) => c.notNull())
    .addColumn('window_start', 'timestamptz', (c) => c.notNull())
    .addColumn('hits', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('rate_limit_counters_pk', ['bucket', 'window_start'])
    .execute();

  await db.schema
    .createTable('server_settings')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'server_settings',
    'rate_limit_counters',
    'mail_outbox',
    'audit_events',
    'idempotency_keys',
    'password_reset_tokens',
    'refresh_tokens',
    'user_roles',
    'roles',
    'users',
    'account_preferences',
    'accounts',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
