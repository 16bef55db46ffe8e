import { useLingui } from '@lingui/react/macro';
import type { OnboardingField } from '../../../contracts/onboarding.ts';
import { localized } from '../../../contracts/localized.ts';
import { FormField } from '../../ui/form/form-field.tsx';
import { TextField } from '../../ui/form/text-field.tsx';

export const onboardingFieldId = (field: Pick<OnboardingField, 'field_key'>) => `onboarding-${field.field_key}`;

export interface OnboardingFieldInputProps {
  field: OnboardingField;
  value: string;
  error?: string;
  onChange(value: string): void;
}

const INPUT_TYPES = { text: 'text', date: 'date', phone: 'tel', email: 'email' } as const;
const AUTOCOMPLETE: Record<string, string> = { legal_name: 'name', address: 'street-address', personal_email: 'email' };

/** One field of an onboarding form, labelled in the candidate's language (English when the form has none). */
export function OnboardingFieldInput({ field, value, error, onChange }: OnboardingFieldInputProps) {
  const { t, i18n } = useLingui();
  const id = onboardingFieldId(field);
  const label = localized(field.label, i18n.locale);
  const help = field.help_text?.en
    ? localized({ en: field.help_text.en, es: field.help_text.es, fr: field.help_text.fr }, i18n.locale)
    : undefined;
  const hint = help || (field.is_required || field.field_type === 'checkbox' ? undefined : t`Optional`);
  if (field.field_type === 'checkbox') {
    const errorId = error ? `${id}-error` : undefined;
    return (
      <div className={error ? 'onboarding-check onboarding-check--invalid' : 'onboarding-check'}>
        {error && (
          <p className="form-field__error" id={errorId}>
            {error}
          </p>
        )}
        <div className="onboarding-check__row">
          <input
            id={id}
            name={id}
            type="checkbox"
            checked={value === 'true'}
            aria-describedby={errorId}
            aria-invalid={error ? true : undefined}
            onChange={(event) => onChange(event.target.checked ? 'true' : 'false')}
          />
          <label htmlFor={id}>{label}</label>
        </div>
      </div>
    );
  }
  if (field.field_type === 'select') {
    return (
      <FormField id={id} label={label} hint={hint} error={error}>
        {(a11y) => (
          <select
            id={id}
            name={id}
            className="form-field__input"
            value={value}
            onChange={(event) => onChange(event.target.value)}
            {...a11y}
          >
            <option value="">{t`Choose…`}</option>
            {field.options.map((option) => (
              <option key={option.value} value={option.value}>
                {localized(option.label, i18n.locale)}
              </option>
            ))}
          </select>
        )}
      </FormField>
    );
  }
  if (field.field_type === 'long_text') {
    return (
      <FormField id={id} label={label} hint={hint} error={error}>
        {(a11y) => (
          <textarea
            id={id}
            name={id}
            className="form-field__input onboarding-textarea"
            rows={4}
            maxLength={4000}
            value={value}
            autoComplete={AUTOCOMPLETE[field.field_key] ?? 'off'}
            onChange={(event) => onChange(event.target.value)}
            {...a11y}
          />
        )}
      </FormField>
    );
  }
  return (
    <TextField
      id={id}
      label={label}
      hint={hint}
      error={error}
      value={value}
      type={INPUT_TYPES[field.field_type]}
      inputMode={field.field_type === 'phone' ? 'tel' : undefined}
      autoComplete={AUTOCOMPLETE[field.field_key] ?? (field.field_type === 'phone' ? 'tel' : 'off')}
      maxLength={field.field_type === 'email' ? 254 : 300}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
