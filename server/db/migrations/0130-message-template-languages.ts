/**
 * Templates everywhere (D292): a company's message template gets a subject of its
 * own and versions in the other languages. `subject` and `body` keep the text in the company's
 * default language (D199's rule for a company's text); `subject_i18n` and `body_i18n` keep the
 * other languages' versions, so bulk mail and the reject dialog send each recipient the version in
 * their own language. Existing templates have no subject (the picker keeps using their name, as
 * before) and no versions.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table message_templates
    add column subject text not null default '',
    add column subject_i18n jsonb not null default '{}'::jsonb,
    add column body_i18n jsonb not null default '{}'::jsonb`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table message_templates
    drop column if exists subject, drop column if exists subject_i18n, drop column if exists body_i18n`.execute(db);
}
