/**
 * Two company settings lists: the company's phone numbers (a label and an E.164 number, turned off
 * rather than deleted) and its message templates (short texts to candidates with placeholders;
 * nothing points at a template, so it is deleted outright).
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('account_phone_numbers')
    .addColumn('phone_number_id', 'serial', (c) => c.primaryKey())
    .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.account_id').onDelete('cascade'))
    .addColumn('label', 'text', (c) => c.notNull())
    .addColumn('phone_number', 'text', (c) => c.notNull())
    .addColumn('is_active', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('account_phone_numbers_number_uq', ['account_id', 'phone_number'])
    .execute();
  await db.schema
    .createTable('message_templates')
    .addColumn('message_template_id', 'serial', (c) => c.primaryKey())
    .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.account_id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create unique index message_templates_name_uq on message_templates (account_id, lower(name))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('message_templates').ifExists().execute();
  await db.schema.dropTable('account_phone_numbers').ifExists().execute();
}
