/** A company's message templates as company settings read and write them. */
import { storedVersions } from '../../../contracts/company-text.ts';
import type {
  JudgedTemplate,
  ListTemplates,
  MessageTemplate,
  TemplateOrdering,
} from '../../../contracts/message-templates.ts';
import type { Db } from '../../db/database.ts';
import { escapeLike } from '../../db/escape-like.ts';

const COLUMNS = [
  'message_template_id',
  'account_id',
  'name',
  'subject',
  'subject_i18n',
  'body',
  'body_i18n',
  'updated_at',
] as const;
type Row = Omit<MessageTemplate, 'updated_at' | 'subject_i18n' | 'body_i18n'> & {
  subject_i18n: unknown;
  body_i18n: unknown;
  updated_at: Date;
};
const publicTemplate = (row: Row): MessageTemplate => ({
  ...row,
  subject_i18n: storedVersions(row.subject_i18n),
  body_i18n: storedVersions(row.body_i18n),
  updated_at: new Date(row.updated_at).toISOString(),
});
const columnsOf = (value: JudgedTemplate) => ({
  ...value,
  subject_i18n: JSON.stringify(value.subject_i18n),
  body_i18n: JSON.stringify(value.body_i18n),
});

export async function listTemplates(
  db: Db,
  query: ListTemplates,
): Promise<{ results: MessageTemplate[]; count: number }> {
  const ordering: TemplateOrdering = query.ordering ?? 'name';
  const pageSize = query.page_size ?? 25;
  const page = query.page ?? 1;
  let rows = db.selectFrom('message_templates').select(COLUMNS).where('account_id', '=', query.account_id);
  let counted = db
    .selectFrom('message_templates')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('account_id', '=', query.account_id);
  if (query.search) {
    const pattern = `%${escapeLike(query.search)}%`;
    rows = rows.where((eb) => eb.or([eb('name', 'ilike', pattern), eb('body', 'ilike', pattern)]));
    counted = counted.where((eb) => eb.or([eb('name', 'ilike', pattern), eb('body', 'ilike', pattern)]));
  }
  const found = await rows
    .orderBy(ordering.replace(/^-/, '') as 'name' | 'updated_at', ordering.startsWith('-') ? 'desc' : 'asc')
    .orderBy('message_template_id')
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute();
  const { n } = await counted.executeTakeFirstOrThrow();
  return { results: found.map(publicTemplate), count: Number(n) };
}

export async function templateById(db: Db, id: number, lock = false): Promise<MessageTemplate | undefined> {
  let query = db.selectFrom('message_templates').select(COLUMNS).where('message_template_id', '=', id);
  if (lock) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  return row && publicTemplate(row);
}

export async function nameTaken(db: Db, accountId: number, name: string, exceptId?: number): Promise<boolean> {
  let query = db
    .selectFrom('message_templates')
    .select('message_template_id')
    .where('account_id', '=', accountId)
    .where((eb) => eb(eb.fn('lower', ['name']), '=', name.toLowerCase()));
  if (exceptId !== undefined) query = query.where('message_template_id', '!=', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

export async function insertTemplate(db: Db, accountId: number, value: JudgedTemplate): Promise<number> {
  return (
    await db
      .insertInto('message_templates')
      .values({ account_id: accountId, ...columnsOf(value) })
      .returning('message_template_id')
      .executeTakeFirstOrThrow()
  ).message_template_id;
}

export async function updateTemplate(db: Db, id: number, value: JudgedTemplate): Promise<void> {
  await db
    .updateTable('message_templates')
    .set({ ...columnsOf(value), updated_at: new Date() })
    .where('message_template_id', '=', id)
    .execute();
}

export async function deleteTemplate(db: Db, id: number): Promise<void> {
  await db.deleteFrom('message_templates').where('message_template_id', '=', id).execute();
}

/** The company's default language: the language of its templates' own subject and body (D199, D292). */
export async function defaultLanguageOf(db: Db, accountId: number): Promise<string | undefined> {
  const row = await db
    .selectFrom('accounts')
    .select('default_language')
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  return row?.default_language;
}
