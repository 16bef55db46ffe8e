/** The only SQL of company custom-field settings (account_fields, migration 0009). */
import { sql } from 'kysely';
import type { FieldGroup, FieldType, FieldVersions, OptionVersions } from '../../../contracts/account-fields.ts';
import { storedOptionVersions, storedVersions, type TextVersions } from '../../../contracts/company-text.ts';
import type { Language } from '../../../contracts/languages.ts';
import type { Db } from '../../db/database.ts';

export interface FieldRow {
  account_field_id: number;
  account_id: number;
  usage_type_id: number;
  field_group: FieldGroup;
  label: string;
  help_text: string;
  field_type: FieldType;
  options: string[];
  is_required: boolean;
  sort_order: number;
  is_archived: boolean;
  answer_count: number;
  default_language: Language;
  label_i18n: TextVersions;
  help_text_i18n: TextVersions;
  options_i18n: OptionVersions;
}

function fieldsQuery(db: Db) {
  return db
    .selectFrom('account_fields as f')
    .innerJoin('accounts as acc', 'acc.account_id', 'f.account_id')
    .select([
      'acc.default_language',
      'f.label_i18n',
      'f.help_text_i18n',
      'f.options_i18n',
      'f.account_field_id',
      'f.account_id',
      'f.usage_type_id',
      'f.field_group',
      'f.label',
      'f.help_text',
      'f.field_type',
      'f.options',
      'f.is_required',
      'f.sort_order',
      'f.is_archived',
    ])
    .select((eb) =>
      eb
        .selectFrom('user_field_answers as a')
        .select(sql<number>`count(*)::int`.as('n'))
        .whereRef('a.account_field_id', '=', 'f.account_field_id')
        .where((w) => w.or([w('a.answer', 'is not', null), w('a.file_upload_response', 'is not', null)]))
        .as('answer_count'),
    );
}

type StoredRow = Omit<
  FieldRow,
  'options' | 'answer_count' | 'default_language' | 'label_i18n' | 'help_text_i18n' | 'options_i18n'
> & {
  options: unknown;
  answer_count: number | null;
  default_language: string;
  label_i18n: unknown;
  help_text_i18n: unknown;
  options_i18n: unknown;
};

function toRow(row: StoredRow): FieldRow {
  const options = Array.isArray(row.options) ? row.options.map(String) : [];
  return {
    ...row,
    options,
    answer_count: Number(row.answer_count ?? 0),
    default_language: row.default_language as Language,
    label_i18n: storedVersions(row.label_i18n),
    help_text_i18n: storedVersions(row.help_text_i18n),
    options_i18n: storedOptionVersions(row.options_i18n, options.length),
  };
}

/** The group's fields: active ones in their order, then archived ones. */
export async function fieldsOfGroup(
  db: Db,
  accountId: number,
  usageTypeId: number,
  group: FieldGroup,
): Promise<FieldRow[]> {
  const rows = await fieldsQuery(db)
    .where('f.account_id', '=', accountId)
    .where('f.usage_type_id', '=', usageTypeId)
    .where('f.field_group', '=', group)
    .orderBy('f.is_archived')
    .orderBy('f.sort_order')
    .orderBy('f.account_field_id')
    .execute();
  return rows.map(toRow);
}

/** One field; `lock` holds its row until the transaction ends, so no answer can be added meanwhile (the answer's foreign key waits). */
export async function fieldById(db: Db, fieldId: number, lock = false): Promise<FieldRow | undefined> {
  if (lock)
    await db
      .selectFrom('account_fields')
      .select('account_field_id')
      .where('account_field_id', '=', fieldId)
      .forUpdate()
      .executeTakeFirst();
  const row = await fieldsQuery(db).where('f.account_field_id', '=', fieldId).executeTakeFirst();
  return row && toRow(row);
}

/** Whether an active field of the group already has this label (case and spacing aside), apart from `exceptId`. */
export async function labelTaken(
  db: Db,
  accountId: number,
  usageTypeId: number,
  group: FieldGroup,
  label: string,
  exceptId?: number,
): Promise<boolean> {
  let query = db
    .selectFrom('account_fields')
    .select('account_field_id')
    .where('account_id', '=', accountId)
    .where('usage_type_id', '=', usageTypeId)
    .where('field_group', '=', group)
    .where('is_archived', '=', false)
    .where(sql<boolean>`lower(label) = lower(${label})`);
  if (exceptId !== undefined) query = query.where('account_field_id', '<>', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

export async function nextSortOrder(
  db: Db,
  accountId: number,
  usageTypeId: number,
  group: FieldGroup,
): Promise<number> {
  const row = await db
    .selectFrom('account_fields')
    .select(sql<number>`coalesce(max(sort_order), 0)::int`.as('n'))
    .where('account_id', '=', accountId)
    .where('usage_type_id', '=', usageTypeId)
    .where('field_group', '=', group)
    .executeTakeFirstOrThrow();
  return Number(row.n) + 1;
}

export interface FieldValues {
  label: string;
  help_text: string;
  field_type: FieldType;
  options: string[];
  is_required: boolean;
}

export async function insertField(
  db: Db,
  values: FieldValues & { account_id: number; usage_type_id: number; field_group: FieldGroup; sort_order: number },
  versions: FieldVersions = {},
): Promise<number> {
  const row = await db
    .insertInto('account_fields')
    .values({ ...values, options: JSON.stringify(values.options), ...versionColumns(versions) })
    .returning('account_field_id')
    .executeTakeFirstOrThrow();
  return row.account_field_id;
}

/** The versions as stored: a column the save left out is not touched. */
function versionColumns(versions: FieldVersions) {
  return {
    ...(versions.label_i18n ? { label_i18n: JSON.stringify(versions.label_i18n) } : {}),
    ...(versions.help_text_i18n ? { help_text_i18n: JSON.stringify(versions.help_text_i18n) } : {}),
    ...(versions.options_i18n ? { options_i18n: JSON.stringify(versions.options_i18n) } : {}),
  };
}

export async function updateField(
  db: Db,
  fieldId: number,
  values: FieldValues,
  versions: FieldVersions = {},
): Promise<void> {
  await db
    .updateTable('account_fields')
    .set({ ...values, options: JSON.stringify(values.options), ...versionColumns(versions) })
    .where('account_field_id', '=', fieldId)
    .execute();
}

export async function setArchived(db: Db, fieldId: number, isArchived: boolean, sortOrder?: number): Promise<void> {
  await db
    .updateTable('account_fields')
    .set({ is_archived: isArchived, ...(sortOrder !== undefined ? { sort_order: sortOrder } : {}) })
    .where('account_field_id', '=', fieldId)
    .execute();
}

export async function deleteField(db: Db, fieldId: number): Promise<void> {
  await db.deleteFrom('account_fields').where('account_field_id', '=', fieldId).execute();
}

export async function setSortOrder(db: Db, fieldId: number, sortOrder: number): Promise<void> {
  await db
    .updateTable('account_fields')
    .set({ sort_order: sortOrder })
    .where('account_field_id', '=', fieldId)
    .execute();
}

/** The company's list fields of a usage type that are not archived, in the settings' group and order: what a filter can choose from. */
export async function listFields(
  db: Db,
  accountId: number,
  usageTypeId: number,
): Promise<{ account_field_id: number; label: string; options: string[] }[]> {
  const rows = await db
    .selectFrom('account_fields')
    .select(['account_field_id', 'label', 'options'])
    .where('account_id', '=', accountId)
    .where('usage_type_id', '=', usageTypeId)
    .where('field_type', '=', 'select')
    .where('is_archived', '=', false)
    .orderBy(sql`array_position(array['personal', 'job', 'application'], field_group)`)
    .orderBy('sort_order')
    .orderBy('account_field_id')
    .execute();
  return rows.map((r) => ({
    account_field_id: r.account_field_id,
    label: r.label,
    options: Array.isArray(r.options) ? r.options.map(String) : [],
  }));
}

export async function defaultLanguageOf(db: Db, accountId: number): Promise<Language> {
  const row = await db
    .selectFrom('accounts')
    .select('default_language')
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  return (row?.default_language ?? 'en') as Language;
}
