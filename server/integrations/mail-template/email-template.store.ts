/** The SQL of mail templates: the system templates and the companies' own versions. */
import type { Selectable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { EmailTemplatesTable } from '../../db/schema.ts';
import type { Language } from '../../../contracts/languages.ts';

export type TemplateRow = Selectable<EmailTemplatesTable>;

export interface TemplateContent {
  template_display_name: string;
  description: string;
  subject: string;
  html_body: string;
  plain_body: string;
  from_name: string;
  reply_to: string;
}

/** The system template (accountId null) or the company's version, of one mail in one language. */
export async function findTemplate(
  db: Db,
  slug: string,
  accountId: number | null,
  language: Language,
): Promise<TemplateRow | undefined> {
  return db
    .selectFrom('email_templates')
    .selectAll()
    .where('template_slug', '=', slug)
    .where('language', '=', language)
    .where((eb) => (accountId === null ? eb('account_id', 'is', null) : eb('account_id', '=', accountId)))
    .executeTakeFirst();
}

/** Every row that could serve a mail: the system's and the company's, in these languages. */
export async function candidateTemplates(
  db: Db,
  slug: string,
  accountId: number | null,
  languages: Language[],
): Promise<TemplateRow[]> {
  return db
    .selectFrom('email_templates')
    .selectAll()
    .where('template_slug', '=', slug)
    .where('language', 'in', languages)
    .where((eb) =>
      accountId === null
        ? eb('account_id', 'is', null)
        : eb.or([eb('account_id', 'is', null), eb('account_id', '=', accountId)]),
    )
    .execute();
}

/** All of one owner's rows (system when accountId is null), for the list. */
export async function templatesOf(db: Db, accountId: number | null): Promise<TemplateRow[]> {
  return db
    .selectFrom('email_templates')
    .selectAll()
    .where((eb) => (accountId === null ? eb('account_id', 'is', null) : eb('account_id', '=', accountId)))
    .execute();
}

export async function saveTemplate(
  db: Db,
  key: { slug: string; accountId: number | null; language: Language },
  content: TemplateContent,
  userId: number,
): Promise<void> {
  const existing = await findTemplate(db, key.slug, key.accountId, key.language);
  if (existing) {
    await db
      .updateTable('email_templates')
      .set({ ...content, updated_by_user_id: userId, updated_at: new Date() })
      .where('email_template_id', '=', existing.email_template_id)
      .execute();
  } else {
    await db
      .insertInto('email_templates')
      .values({
        ...content,
        template_slug: key.slug,
        account_id: key.accountId,
        language: key.language,
        updated_by_user_id: userId,
      })
      .execute();
  }
}

export async function deleteCompanyTemplate(
  db: Db,
  slug: string,
  accountId: number,
  language: Language,
): Promise<number> {
  const result = await db
    .deleteFrom('email_templates')
    .where('template_slug', '=', slug)
    .where('account_id', '=', accountId)
    .where('language', '=', language)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** The language a person chose, found by their address; undefined when nobody has it or chose none. */
export async function languageOfAddress(db: Db, email: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('users')
    .select('preferred_language')
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()))
    .executeTakeFirst();
  return row?.preferred_language ?? undefined;
}
