import { FormField } from './form-field.tsx';

/** A labelled drop-down of plain choices (a list's filter). */
export function SelectField({
  id,
  label,
  value,
  onChange,
  options,
}: {
  id: string;
  label: string;
  value: string;
  onChange(value: string): void;
  options: { value: string; label: string }[];
}) {
  return (
    <FormField id={id} label={label}>
      {(a11y) => (
        <select
          id={id}
          className="form-field__input"
          value={value}
          onChange={(e) => onChange(e.target.value)}
          {...a11y}
        >
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}
