/** The client's check of the custom fields, worded for the candidate; the server checks again. */
import { i18n } from '@lingui/core';
import { t } from '@lingui/core/macro';
import type { CustomField } from '../../../contracts/application-form.ts';
import { fieldText } from './custom-field-text.ts';

export function customFieldErrors(
  fields: readonly CustomField[],
  answers: Record<string, string>,
  defaultLanguage?: string,
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const field of fields) {
    const value = (answers[field.account_field_id] ?? '').trim();
    const key = String(field.account_field_id);
    const label = fieldText(i18n, field, defaultLanguage).label;
    if (!value) {
      if (field.is_required) errors[key] = t`The ${label} field is required`;
    } else if (field.field_type === 'number' && !/^-?\d{1,12}(\.\d{1,4})?$/.test(value))
      errors[key] = t`Enter a number.`;
  }
  return errors;
}

export function initialAnswers(fields: readonly CustomField[]): Record<string, string> {
  return Object.fromEntries(
    fields.map((f) => [
      String(f.account_field_id),
      f.field_type === 'file' ? (f.file_upload_response ? 'resume' : '') : (f.answer ?? ''),
    ]),
  );
}
