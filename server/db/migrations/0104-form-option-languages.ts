/**
 * Application-form choices by language (D214). `account_fields.label_i18n`
 * and `help_text_i18n` exist since 0092; a list field's choices get `options_i18n` beside `options`:
 * `{ "es": [...], "fr": [...] }`, each list in the same order as `options`, which stays the company
 * default language's and is what an answer stores, so a candidate's answer means the same choice
 * whatever language they read it in.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql.raw(`alter table account_fields add column options_i18n jsonb not null default '{}'::jsonb`).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('alter table account_fields drop column if exists options_i18n').execute(db);
}
