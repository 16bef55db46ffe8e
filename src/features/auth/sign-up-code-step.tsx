/**
 * Sign-up's second step (D242): the 6-digit code mailed to the address finishes creating the
 * account. A new code can be asked for, and "Use a different email" goes back to the form with
 * everything typed still in it (the form keeps its values; this step only borrows the address).
 */
import { useEffect, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Session } from '../../../contracts/auth.ts';
import { call } from '../../lib/api-client.ts';
import { confirmSignUp } from '../../lib/api/auth.ts';
import { errorText, fieldErrorTexts } from '../../lib/error-text.ts';
import { Button } from '../../ui/form/button.tsx';
import { FormLayout } from '../../ui/form/form-layout.tsx';
import { TextField } from '../../ui/form/text-field.tsx';
import './sign-up-code-step.css';

export interface SignUpCodeStepProps {
  /** The address the code went to, as the server normalised it. */
  email: string;
  /** Posts the form again: a new code replaces the old one. */
  resend: () => Promise<void>;
  onSignedUp: (session: Session) => Promise<void> | void;
  onChangeEmail: () => void;
}

const CODE_ID = 'sign-up-code';
const TEXT_ID = 'sign-up-code-sent';
/** Not six digits: said here, before asking the server. */
const UNTYPED = Symbol('untyped');

export function SignUpCodeStep({ email, resend, onSignedUp, onChangeEmail }: SignUpCodeStepProps) {
  const { t } = useLingui();
  const [code, setCode] = useState('');
  const [error, setError] = useState<unknown>();
  const [busy, setBusy] = useState<'confirm' | 'resend'>();
  const [resent, setResent] = useState(false);
  // Focus goes to the field on arrival and after every refused code.
  const [attempt, setAttempt] = useState(0);
  useEffect(() => document.getElementById(CODE_ID)?.focus(), [attempt]);

  const refuse = (reason: unknown) => {
    setError(reason);
    setAttempt((n) => n + 1);
  };

  const confirm = async () => {
    if (busy) return;
    const typed = code.replace(/\s/g, '');
    setResent(false);
    if (!/^\d{6}$/.test(typed)) return refuse(UNTYPED);
    setError(undefined);
    setBusy('confirm');
    try {
      const session = await call(confirmSignUp, { body: { email, code: typed }, skipRetry: true });
      await onSignedUp(session);
    } catch (caught) {
      refuse(caught);
    } finally {
      setBusy(undefined);
    }
  };

  const sendAgain = async () => {
    if (busy) return;
    setError(undefined);
    setResent(false);
    setBusy('resend');
    try {
      await resend();
      setCode('');
      setResent(true);
    } catch (caught) {
      refuse(caught);
    } finally {
      setBusy(undefined);
    }
  };

  const fieldError =
    error === undefined
      ? undefined
      : error === UNTYPED
        ? t`Enter the 6 digits from the email.`
        : fieldErrorTexts(error).code;
  const generalError = error !== undefined && fieldError === undefined ? errorText(error) : undefined;

  return (
    <div className="sign-up-code-step">
      <h2 className="sign-up-code-step__title">
        <Trans>Check your email</Trans>
      </h2>
      <p id={TEXT_ID}>
        <Trans>
          We sent a 6-digit code to {email}. Enter it to finish creating your account. It expires in 15 minutes.
        </Trans>
      </p>
      {generalError && (
        <div className="notice notice--error" role="alert">
          <p>{generalError}</p>
        </div>
      )}
      <p role="status" className="sign-up-code-step__status">
        {resent ? <Trans>A new code is on its way.</Trans> : null}
      </p>
      <FormLayout
        onSubmit={() => void confirm()}
        actions={
          <>
            <Button type="submit" isBlock isBusy={busy === 'confirm'} busyLabel={<Trans>Creating your account…</Trans>}>
              <Trans>Create account</Trans>
            </Button>
            <Button
              type="button"
              variant="secondary"
              isBlock
              isBusy={busy === 'resend'}
              busyLabel={<Trans>Sending a new code…</Trans>}
              onClick={() => void sendAgain()}
            >
              <Trans>Send a new code</Trans>
            </Button>
          </>
        }
      >
        <TextField
          id={CODE_ID}
          label={t`Code from the email`}
          describedBy={TEXT_ID}
          error={fieldError}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          autoCapitalize="none"
          spellCheck={false}
        />
      </FormLayout>
      <ul className="auth-card__links">
        <li>
          <button type="button" className="auth-link sign-up-code-step__link" onClick={onChangeEmail}>
            <Trans>Use a different email</Trans>
          </button>
        </li>
      </ul>
    </div>
  );
}
