import type { ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { VisuallyHidden } from './visually-hidden.tsx';
import './form-field.css';

export interface FieldA11y {
  'aria-describedby': string | undefined;
  'aria-invalid': true | undefined;
}

export interface FormFieldProps {
  /** The id of the control; the error summary links to it. */
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  /** Ids of further text that describes the control (a password checklist). */
  describedBy?: string;
  children: (a11y: FieldA11y) => ReactNode;
}

/** Label, hint and error message around one control, in the GOV.UK order: label, hint, error, input. */
export function FormField({ id, label, hint, error, describedBy, children }: FormFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const ids = [hintId, errorId, describedBy].filter(Boolean).join(' ');
  return (
    <div className={error ? 'form-field form-field--invalid' : 'form-field'}>
      <label className="form-field__label" htmlFor={id}>
        {label}
      </label>
      {hint && (
        <p className="form-field__hint" id={hintId}>
          {hint}
        </p>
      )}
      {error && (
        <p className="form-field__error" id={errorId}>
          <VisuallyHidden>
            <Trans>Error:</Trans>{' '}
          </VisuallyHidden>
          {error}
        </p>
      )}
      {children({ 'aria-describedby': ids || undefined, 'aria-invalid': error ? true : undefined })}
    </div>
  );
}
