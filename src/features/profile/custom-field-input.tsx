import { useLingui } from '@lingui/react/macro';
import type { CustomField } from '../../../contracts/application-form.ts';
import { FormField } from '../../ui/form/form-field.tsx';
import { TextField } from '../../ui/form/text-field.tsx';
import { fieldText } from './custom-field-text.ts';

export const customFieldId = (field: Pick<CustomField, 'account_field_id'>) => `custom-field-${field.account_field_id}`;

export interface CustomFieldInputProps {
  field: CustomField;
  /** The company's default language: the fallback of the field's versions. */
  defaultLanguage?: string | undefined;
  value: string;
  error?: string;
  onChange(value: string): void;
}

/** One company custom field (usage type 2) by its type; a file field attaches the candidate's resume. */
export function CustomFieldInput({ field, defaultLanguage, value, error, onChange }: CustomFieldInputProps) {
  const { t, i18n } = useLingui();
  const id = customFieldId(field);
  const text = fieldText(i18n, field, defaultLanguage);
  const hint = text.help_text || (field.is_required ? undefined : t`Optional`);
  if (field.field_type === 'select') {
    return (
      <FormField id={id} label={text.label} hint={hint} error={error}>
        {(a11y) => (
          <select
            id={id}
            name={id}
            className="form-field__input"
            value={value}
            onChange={(event) => onChange(event.target.value)}
            required={field.is_required}
            {...a11y}
          >
            <option value="">{t`Choose…`}</option>
            {text.options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        )}
      </FormField>
    );
  }
  if (field.field_type === 'file') {
    return (
      <div className="profile-check">
        <input
          id={id}
          type="checkbox"
          checked={value === 'resume'}
          onChange={(event) => onChange(event.target.checked ? 'resume' : '')}
        />
        <label htmlFor={id}>
          {text.label} — {t`attach my resume`}
        </label>
        {error && <p className="form-field__error">{error}</p>}
      </div>
    );
  }
  return (
    <TextField
      id={id}
      label={text.label}
      hint={hint}
      error={error}
      value={value}
      type={field.field_type === 'date' ? 'date' : 'text'}
      inputMode={field.field_type === 'number' ? 'decimal' : undefined}
      maxLength={2000}
      required={field.is_required}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
