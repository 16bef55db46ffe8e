import { useState } from 'react';
import { Trans } from '@lingui/react/macro';
import { FormField } from './form-field.tsx';
import type { TextFieldProps } from './text-field.tsx';
import { VisuallyHidden } from './visually-hidden.tsx';
import './password-field.css';

export type PasswordFieldProps = Omit<TextFieldProps, 'type'>;

/** A password input with a Show/Hide button, so people can check what they typed on a phone. */
export function PasswordField({
  id,
  label,
  hint,
  error,
  describedBy,
  autoComplete = 'current-password',
  ...input
}: PasswordFieldProps) {
  const [isVisible, setVisible] = useState(false);
  return (
    <FormField id={id} label={label} hint={hint} error={error} describedBy={describedBy}>
      {(a11y) => (
        <>
          <div className="form-field__row">
            <input
              id={id}
              name={id}
              type={isVisible ? 'text' : 'password'}
              className="form-field__input"
              autoComplete={autoComplete}
              autoCapitalize="none"
              spellCheck={false}
              {...a11y}
              {...input}
            />
            <button
              type="button"
              className="password-field__toggle"
              aria-controls={id}
              onClick={() => setVisible((v) => !v)}
            >
              {isVisible ? <Trans>Hide</Trans> : <Trans>Show</Trans>}
              <VisuallyHidden>
                {' '}
                <Trans>password</Trans>
              </VisuallyHidden>
            </button>
          </div>
          <span className="visually-hidden" aria-live="polite">
            {isVisible ? <Trans>Your password is visible</Trans> : ''}
          </span>
        </>
      )}
    </FormField>
  );
}
