import type { InputHTMLAttributes, ReactNode } from 'react';
import { FormField } from './form-field.tsx';

export interface TextFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'aria-describedby' | 'aria-invalid'
> {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  describedBy?: string;
}

export function TextField({ id, label, hint, error, describedBy, type = 'text', className, ...input }: TextFieldProps) {
  return (
    <FormField id={id} label={label} hint={hint} error={error} describedBy={describedBy}>
      {(a11y) => (
        <input
          id={id}
          name={id}
          type={type}
          className={['form-field__input', className].filter(Boolean).join(' ')}
          {...a11y}
          {...input}
        />
      )}
    </FormField>
  );
}
