/**
 * The create-account consent: a required checkbox whose label links to the terms of use and the
 * privacy policy. The links open a new tab so nothing typed in the form is lost.
 */
import { Trans } from '@lingui/react/macro';
import { t } from '@lingui/core/macro';
import './legal.css';

export const CONSENT_GIVEN = 'yes';

export function consentProblem(value: string): string | undefined {
  return value === CONSENT_GIVEN ? undefined : t`Accept the terms of use and the privacy policy to create your account`;
}

export function ConsentField({
  id,
  value,
  onChange,
  error,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
}) {
  const errorId = `${id}-error`;
  return (
    <div className={error ? 'form-field form-field--invalid' : 'form-field'}>
      {error && (
        <p className="form-field__error" id={errorId}>
          {error}
        </p>
      )}
      <div className="legal-consent">
        <input
          id={id}
          type="checkbox"
          checked={value === CONSENT_GIVEN}
          onChange={(event) => onChange(event.target.checked ? CONSENT_GIVEN : '')}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        <label htmlFor={id}>
          <Trans>
            I accept the{' '}
            <a href="/terms" target="_blank" rel="noopener">
              terms of use
            </a>{' '}
            and the{' '}
            <a href="/privacy" target="_blank" rel="noopener">
              privacy policy
            </a>
          </Trans>
        </label>
      </div>
    </div>
  );
}
