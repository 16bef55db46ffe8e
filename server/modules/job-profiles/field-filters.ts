/**
 * The job-profile dashboards' custom-field filter (D172): the company's list fields with their
 * options, and the field_options a filter names turned into the answers each field must have.
 */
import { COMPANY_CUSTOM_FIELDS_USAGE_TYPE } from '../../../contracts/application-form.ts';
import { fieldOptionId, type ProfileFieldFilters } from '../../../contracts/job-profiles.ts';
import type { Db } from '../../db/database.ts';
import { ErrorCode } from '../../../contracts/error-codes.ts';
import { HttpError } from '../../http/http-error.ts';
import type { LoadedUser } from '../user/index.ts';
import { listFields } from '../account-fields/index.ts';
import type { FieldAnswers } from '../people/index.ts';
import { profileForStaff } from './job-profiles.service.ts';

async function fieldFilters(db: Db, accountId: number): Promise<ProfileFieldFilters> {
  const fields = await listFields(db, accountId, COMPANY_CUSTOM_FIELDS_USAGE_TYPE);
  return fields.map((f) => ({
    account_field_id: f.account_field_id,
    label: f.label,
    options: f.options.map((label, i) => ({ id: fieldOptionId(f.account_field_id, i), label })),
  }));
}

/** The choices of the profile's field filter, for whoever may see its dashboards. */
export async function profileFieldFilters(db: Db, viewer: LoadedUser, jobId: number): Promise<ProfileFieldFilters> {
  const profile = await profileForStaff(db, viewer, jobId);
  return fieldFilters(db, profile.account_id);
}

/** The answers each field must have, from comma-separated option ids; 400 when one is not an option of the company's fields. */
export async function fieldAnswersOf(
  db: Db,
  accountId: number,
  fieldOptions: string | undefined,
): Promise<FieldAnswers[]> {
  const ids = [...new Set((fieldOptions ?? '').split(',').filter((id) => id !== ''))];
  if (ids.length === 0) return [];
  const options = new Map(
    (await fieldFilters(db, accountId)).flatMap((f) =>
      f.options.map((o) => [o.id, { fieldId: f.account_field_id, label: o.label }] as const),
    ),
  );
  const byField = new Map<number, string[]>();
  for (const id of ids) {
    const option = options.get(id);
    if (!option) {
      const message = 'Choose options of the company’s custom fields.';
      throw new HttpError(400, ErrorCode.validation, message, [{ prop: 'field_options', message }]);
    }
    byField.set(option.fieldId, [...(byField.get(option.fieldId) ?? []), option.label]);
  }
  return [...byField].map(([fieldId, answers]) => ({ fieldId, answers }));
}
