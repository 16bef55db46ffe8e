/**
 * Company custom-field settings (contracts/account-fields.ts). Every write is judged whole before
 * anything is written, in one transaction. A field candidates have answered keeps its answers: it
 * can be archived (forms stop asking it) but not deleted, and its type cannot change (the answers
 * were given for that type); the delete locks the field's row first, so an answer being submitted
 * at the same moment either lands before the check (and the delete is refused) or waits for it.
 */
import {
  accountFieldProblems,
  type CreateAccountField,
  type FieldGroup,
  type OrderAccountFields,
  type SaveAccountField,
  type AccountFieldAdmin,
} from '../../../contracts/account-fields.ts';
import { ErrorCode } from '../../../contracts/error-codes.ts';
import type { Language } from '../../../contracts/languages.ts';
import type { Db } from '../../db/database.ts';
import { assertNoProblems, HttpError } from '../../http/http-error.ts';
import { resourceNotFound } from '../../http/resource-access.ts';
import * as store from './account-fields.store.ts';
const answeredTypeMessage =
  'Candidates have answered this field, so its type cannot change. Archive it and add a new field instead.';
const answeredDeleteMessage =
  'Candidates have answered this field, so it cannot be deleted. Archive it instead: forms stop asking it and the answers stay.';

// Every endpoint is checked by its 'company-settings' permission (server/http/endpoint-access.ts):
// the company named, or the company of the field `{id}` names (its `resource`).

/** The field, locked (the access layer checked its company; it may have gone since). */
async function lockedField(db: Db, fieldId: number): Promise<store.FieldRow> {
  const field = await store.fieldById(db, fieldId, true);
  if (!field) throw resourceNotFound('account-field');
  return field;
}

/** The body's texts and versions, trimmed and checked; the default language's own version is the column's (D199). */
function judged(body: SaveAccountField, defaultLanguage: Language) {
  const { value, versions, problems } = accountFieldProblems(body);
  assertNoProblems(problems);
  for (const column of [versions.label_i18n, versions.help_text_i18n, versions.options_i18n])
    if (column) delete column[defaultLanguage];
  return { value, versions };
}

async function assertLabelFree(
  db: Db,
  field: { account_id: number; usage_type_id: number; field_group: FieldGroup },
  label: string,
  exceptId?: number,
) {
  if (await store.labelTaken(db, field.account_id, field.usage_type_id, field.field_group, label, exceptId)) {
    throw new HttpError(400, ErrorCode.validation, 'Please check the highlighted fields.', [
      { prop: 'label', message: 'Another field of this group already has this label.' },
    ]);
  }
}

const publicField = (row: store.FieldRow): AccountFieldAdmin => row;

const sameList = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((x, i) => x === b[i]);

export async function listFields(
  db: Db,
  query: { account_id: number; usage_type_id: number; field_group: FieldGroup },
) {
  return (await store.fieldsOfGroup(db, query.account_id, query.usage_type_id, query.field_group)).map(publicField);
}

export async function createField(db: Db, body: CreateAccountField) {
  return db.transaction().execute(async (trx) => {
    const { value, versions } = judged(body, await store.defaultLanguageOf(trx, body.account_id));
    await assertLabelFree(trx, body, value.label);
    const sortOrder = await store.nextSortOrder(trx, body.account_id, body.usage_type_id, body.field_group);
    const fieldId = await store.insertField(
      trx,
      {
        ...value,
        account_id: body.account_id,
        usage_type_id: body.usage_type_id,
        field_group: body.field_group,
        sort_order: sortOrder,
      },
      versions,
    );
    return publicField((await store.fieldById(trx, fieldId))!);
  });
}

export async function updateField(db: Db, fieldId: number, body: SaveAccountField) {
  return db.transaction().execute(async (trx) => {
    const field = await lockedField(trx, fieldId);
    const { value, versions } = judged(body, field.default_language);
    if (value.field_type !== field.field_type && field.answer_count > 0)
      throw new HttpError(409, ErrorCode.conflict, answeredTypeMessage, [
        { prop: 'field_type', message: answeredTypeMessage },
      ]);
    if (!field.is_archived) await assertLabelFree(trx, field, value.label, fieldId);
    // Options changed without their versions would no longer line up: those versions are dropped.
    if (versions.options_i18n === undefined && !sameList(value.options, field.options)) versions.options_i18n = {};
    await store.updateField(trx, fieldId, value, versions);
    return publicField((await store.fieldById(trx, fieldId))!);
  });
}

export async function archiveField(db: Db, fieldId: number, isArchived: boolean) {
  return db.transaction().execute(async (trx) => {
    const field = await lockedField(trx, fieldId);
    if (field.is_archived !== isArchived) {
      if (isArchived) await store.setArchived(trx, fieldId, true);
      else {
        // Restored at the end of the group; its label must not clash with an active field's.
        await assertLabelFree(trx, field, field.label, fieldId);
        await store.setArchived(
          trx,
          fieldId,
          false,
          await store.nextSortOrder(trx, field.account_id, field.usage_type_id, field.field_group),
        );
      }
    }
    return publicField((await store.fieldById(trx, fieldId))!);
  });
}

export async function deleteField(db: Db, fieldId: number) {
  return db.transaction().execute(async (trx) => {
    const field = await lockedField(trx, fieldId);
    if (field.answer_count > 0) throw new HttpError(409, ErrorCode.conflict, answeredDeleteMessage);
    await store.deleteField(trx, fieldId);
    return { ok: true };
  });
}

export async function orderFields(db: Db, body: OrderAccountFields) {
  return db.transaction().execute(async (trx) => {
    const active = (await store.fieldsOfGroup(trx, body.account_id, body.usage_type_id, body.field_group)).filter(
      (f) => !f.is_archived,
    );
    const given = body.account_field_ids;
    const known = new Set(active.map((f) => f.account_field_id));
    const isPermutation =
      given.length === known.size &&
      new Set(given).size === given.length &&
      given.every((fieldId) => known.has(fieldId));
    if (!isPermutation) {
      throw new HttpError(
        400,
        ErrorCode.validation,
        'The order must name every field of the group that is not archived, once each. Reload and try again.',
        [{ prop: 'account_field_ids', message: 'Name every active field of the group once.' }],
      );
    }
    for (const [index, fieldId] of given.entries()) await store.setSortOrder(trx, fieldId, index + 1);
    return (await store.fieldsOfGroup(trx, body.account_id, body.usage_type_id, body.field_group)).map(publicField);
  });
}
