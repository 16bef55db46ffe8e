/**
 * A company's offer settings, offer fields and offer letter templates. Any staff member of the
 * company reads them (recruiters fill offers from them); changing them needs company settings
 * rights. Problems with a template as a whole (a duplicate name, a variable nobody defines) come
 * as non_field_errors, which the settings page shows first.
 */
import { sql } from 'kysely';
import {
  OFFER_BUILTIN_VARIABLES,
  OFFER_DETAILS_VARIABLE,
  type OfferField,
  type OfferSettings,
  type OfferTemplate,
  type SaveOfferField,
  type SaveOfferSettings,
  type SaveOfferTemplate,
} from '../../../contracts/offer.ts';
import { isCurrencyCode } from '../../../contracts/offer-value-format.ts';
import type { Db } from '../../db/database.ts';
import { invalid } from '../../http/http-error.ts';
import type { LoadedUser } from '../user/index.ts';
import { templateVariables } from '../offer-letter/index.ts';
import * as store from './offer.store.ts';

const nonFieldError = (message: string) => invalid('non_field_errors', message);

// `account`: the company the endpoints' permission checked ('company-staff' to read, 'company-settings'
// to change; server/http/endpoint-access.ts): the company named, or the field's or template's (their
// `resource`, which answers 404 for an archived one). The demo seed, without a request, names its own.
export async function readSettings(db: Db, account: number): Promise<OfferSettings> {
  return store.settingsOf(db, account);
}

export async function saveSettings(db: Db, account: number, body: SaveOfferSettings): Promise<OfferSettings> {
  if (body.currency !== undefined && !isCurrencyCode(body.currency))
    throw invalid('currency', 'Choose a currency from the list.');
  const currency = body.currency === undefined ? {} : { currency: body.currency };
  await db
    .insertInto('offer_settings')
    .values({
      account_id: account,
      max_open_offers: body.max_open_offers,
      esignature_provider: body.esignature_provider,
      link_days: body.link_days,
      ...currency,
    })
    .onConflict((oc) =>
      oc.column('account_id').doUpdateSet({
        max_open_offers: body.max_open_offers,
        esignature_provider: body.esignature_provider,
        link_days: body.link_days,
        ...currency,
        updated_at: sql<Date>`now()`,
      }),
    )
    .execute();
  return store.settingsOf(db, account);
}

export async function listFields(db: Db, account: number): Promise<OfferField[]> {
  return store.fieldsOf(db, account);
}

function checkField(body: SaveOfferField): void {
  if (body.field_type === 'choice' && body.options.length === 0)
    throw invalid('options', 'A choice field needs at least one option.');
  if (body.field_type !== 'choice' && body.options.length > 0)
    throw invalid('options', 'Only a choice field has options.');
  if (body.min_value !== null && body.max_value !== null && body.min_value > body.max_value)
    throw invalid('max_value', 'The maximum must not be below the minimum.');
  if (
    (body.min_value !== null || body.max_value !== null) &&
    body.field_type !== 'number' &&
    body.field_type !== 'money'
  )
    throw invalid('min_value', 'Only number and money fields have a minimum and maximum.');
  if ((OFFER_BUILTIN_VARIABLES as readonly string[]).includes(body.field_key))
    throw invalid('field_key', 'This key is already a built-in variable; choose another.');
}

async function keyTaken(db: Db, accountId: number, key: string, except?: number): Promise<boolean> {
  let q = db
    .selectFrom('offer_fields')
    .select('offer_field_id')
    .where('account_id', '=', accountId)
    .where('field_key', '=', key)
    .where('archived_at', 'is', null);
  if (except) q = q.where('offer_field_id', '!=', except);
  return (await q.executeTakeFirst()) !== undefined;
}

const fieldValues = (body: SaveOfferField) => ({
  field_key: body.field_key,
  label: body.label,
  field_type: body.field_type,
  required: body.required,
  options: JSON.stringify(body.options),
  min_value: body.min_value,
  max_value: body.max_value,
  sort_order: body.sort_order,
});

export async function createField(db: Db, account: number, body: SaveOfferField): Promise<OfferField> {
  checkField(body);
  if (await keyTaken(db, account, body.field_key))
    throw invalid('field_key', 'Another offer field already has this key.');
  const { offer_field_id } = await db
    .insertInto('offer_fields')
    .values({ account_id: account, ...fieldValues(body) })
    .returning('offer_field_id')
    .executeTakeFirstOrThrow();
  return (await store.fieldsOf(db, account)).find((f) => f.offer_field_id === offer_field_id)!;
}

export async function updateField(db: Db, account: number, fieldId: number, body: SaveOfferField): Promise<OfferField> {
  checkField(body);
  if (await keyTaken(db, account, body.field_key, fieldId))
    throw invalid('field_key', 'Another offer field already has this key.');
  await db
    .updateTable('offer_fields')
    .set({ ...fieldValues(body), updated_at: sql<Date>`now()` })
    .where('offer_field_id', '=', fieldId)
    .execute();
  return (await store.fieldsOf(db, account)).find((f) => f.offer_field_id === fieldId)!;
}

export async function deleteField(db: Db, fieldId: number) {
  await db
    .updateTable('offer_fields')
    .set({ archived_at: sql<Date>`now()` })
    .where('offer_field_id', '=', fieldId)
    .execute();
  return { offer_field_id: fieldId };
}

export async function listTemplates(db: Db, account: number) {
  const [templates, fields] = await Promise.all([store.templatesOf(db, account), store.fieldsOf(db, account)]);
  return { templates, variables: [...OFFER_BUILTIN_VARIABLES, ...fields.map((f) => f.field_key)] };
}

async function checkTemplate(db: Db, accountId: number, body: SaveOfferTemplate, except?: number): Promise<void> {
  const known = new Set<string>([
    ...OFFER_BUILTIN_VARIABLES,
    ...(await store.fieldsOf(db, accountId)).map((f) => f.field_key),
    ...(body.kind === 'letter' ? [OFFER_DETAILS_VARIABLE] : []),
  ]);
  const unknown = templateVariables(body.body).filter((v) => !known.has(v));
  if (unknown.length) throw nonFieldError(`The template uses variables that do not exist: ${unknown.join(', ')}.`);
  let q = db
    .selectFrom('offer_letter_templates')
    .select('offer_letter_template_id')
    .where('account_id', '=', accountId)
    .where('kind', '=', body.kind)
    .where('language', '=', body.language)
    .where(sql<boolean>`lower(name) = lower(${body.name})`)
    .where('archived_at', 'is', null);
  if (except) q = q.where('offer_letter_template_id', '!=', except);
  if (await q.executeTakeFirst()) throw nonFieldError('A template with this name and language already exists.');
}

/** The rich-text editor writes `{{candidate\_first\_name}}`; variables are kept as typed. */
const unescapedVariables = (body: SaveOfferTemplate): SaveOfferTemplate => ({
  ...body,
  body: body.body.replace(/\{\{[^}]*\}\}/g, (v) => v.replace(/\\_/g, '_')),
});

export async function createTemplate(
  db: Db,
  viewer: LoadedUser,
  account: number,
  raw: SaveOfferTemplate,
): Promise<OfferTemplate> {
  const body = unescapedVariables(raw);
  await checkTemplate(db, account, body);
  const { offer_letter_template_id } = await db
    .insertInto('offer_letter_templates')
    .values({
      account_id: account,
      kind: body.kind,
      name: body.name,
      language: body.language,
      body: body.body,
      created_by: viewer.user_id,
    })
    .returning('offer_letter_template_id')
    .executeTakeFirstOrThrow();
  return (await store.templatesOf(db, account)).find((t) => t.offer_letter_template_id === offer_letter_template_id)!;
}

export async function updateTemplate(
  db: Db,
  account: number,
  templateId: number,
  raw: SaveOfferTemplate,
): Promise<OfferTemplate> {
  const body = unescapedVariables(raw);
  await checkTemplate(db, account, body, templateId);
  await db
    .updateTable('offer_letter_templates')
    .set({ kind: body.kind, name: body.name, language: body.language, body: body.body, updated_at: sql<Date>`now()` })
    .where('offer_letter_template_id', '=', templateId)
    .execute();
  return (await store.templatesOf(db, account)).find((t) => t.offer_letter_template_id === templateId)!;
}

export async function deleteTemplate(db: Db, templateId: number) {
  await db
    .updateTable('offer_letter_templates')
    .set({ archived_at: sql<Date>`now()` })
    .where('offer_letter_template_id', '=', templateId)
    .execute();
  return { offer_letter_template_id: templateId };
}
