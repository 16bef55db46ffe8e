/**
 * Mail templates: the system templates (account_id null, one per mail and language, seeded with
 * the shipped texts) and a company's own versions of them (account_id set), which replace the
 * system template for that company's mail in that language until restored to default (deleted).
 * An empty from_name means the usual sender name (the company's, or the product's); an empty
 * reply_to, the sender's address or the staff member who wrote the message.
 */
import { sql, type Kysely } from 'kysely';
import { SHIPPED_TEMPLATES } from '../seed/content/mail/shipped-templates.ts';

const statements = [
  `create table email_templates (
     email_template_id serial primary key,
     account_id integer references accounts (account_id) on delete cascade,
     template_slug text not null,
     language text not null check (language in ('en', 'es', 'fr')),
     template_display_name text not null,
     description text not null default '',
     subject text not null,
     html_body text not null,
     plain_body text not null,
     from_name text not null default '',
     reply_to text not null default '',
     updated_by_user_id integer references users (user_id) on delete set null,
     created_at timestamptz not null default now(),
     updated_at timestamptz not null default now()
   )`,
  // One system template per mail and language (account 0 stands for none), one version per company.
  `create unique index email_templates_one_idx on email_templates ((coalesce(account_id, 0)), template_slug, language)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
  for (const [slug, byLanguage] of Object.entries(SHIPPED_TEMPLATES)) {
    for (const [language, t] of Object.entries(byLanguage)) {
      await sql`insert into email_templates (template_slug, language, template_display_name, description, subject, html_body, plain_body)
        values (${slug}, ${language}, ${t.template_display_name}, ${t.description}, ${t.subject}, ${t.html_body}, ${t.plain_body})`.execute(
        db,
      );
    }
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists email_templates`.execute(db);
}
