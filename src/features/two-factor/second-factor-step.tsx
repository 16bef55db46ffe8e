/** The sign-in's second step (D204): an authenticator-app code, a recovery code or a passkey. */
import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Session } from '../../../contracts/auth.ts';
import type { SecondFactorSignIn, SecondFactorStep as Step } from '../../../contracts/second-factor.ts';
import { call } from '../../lib/api-client.ts';
import { secondFactorSignIn } from '../../lib/api/second-factor.ts';
import { setSignedIn } from '../../lib/session.ts';
import { secondFactorErrorText } from './second-factor-texts.ts';
import './second-factor-step.css';
import { Button } from '../../ui/form/button.tsx';
import { FormLayout } from '../../ui/form/form-layout.tsx';
import { TextField } from '../../ui/form/text-field.tsx';

export interface SecondFactorStepProps {
  step: Step;
  onSignedIn: (session: Session) => Promise<void> | void;
  onStartOver: () => void;
}

async function completeSecondFactor(body: SecondFactorSignIn): Promise<Session> {
  const session = await call(secondFactorSignIn, { body, skipRetry: true });
  setSignedIn(session.user, session.token);
  return session;
}

export default function SecondFactorStep({ step, onSignedIn, onStartOver }: SecondFactorStepProps) {
  const { t } = useLingui();
  const { methods, challenge, passkey_options: passkeyOptions } = step.second_factor;
  const [useRecovery, setUseRecovery] = useState(!methods.includes('totp'));
  const [code, setCode] = useState('');
  const [error, setError] = useState<unknown>();
  const [busy, setBusy] = useState(false);

  const finish = async (answer: () => Promise<Session>) => {
    setBusy(true);
    setError(undefined);
    try {
      await onSignedIn(await answer());
    } catch (caught) {
      setError(caught);
    } finally {
      setBusy(false);
    }
  };

  const submitCode = () =>
    finish(() =>
      completeSecondFactor(
        useRecovery ? { challenge, recovery_code: code } : { challenge, code: code.replace(/\s/g, '') },
      ),
    );

  const signInWithPasskey = () =>
    finish(async () => {
      const { signWithPasskey } = await import('./passkey-browser.ts');
      return completeSecondFactor({ challenge, passkey: await signWithPasskey(passkeyOptions ?? {}) });
    });

  const codeLabel = useRecovery ? t`Recovery code` : t`Code from your authenticator app`;
  return (
    <div className="second-factor-step">
      <h2 className="second-factor-step__title">
        <Trans>Confirm it is you</Trans>
      </h2>
      {error !== undefined && (
        <div className="notice notice--error" role="alert">
          <p>{secondFactorErrorText(error)}</p>
        </div>
      )}
      {methods.includes('passkey') && (
        <p>
          <Button
            variant={methods.includes('totp') ? 'secondary' : 'primary'}
            isBlock
            isBusy={busy}
            onClick={signInWithPasskey}
          >
            <Trans>Use a passkey</Trans>
          </Button>
        </p>
      )}
      {(methods.includes('totp') || methods.includes('recovery_code')) && (
        <FormLayout
          onSubmit={() => {
            if (code.trim()) void submitCode();
          }}
          actions={
            <Button type="submit" isBlock isBusy={busy} busyLabel={<Trans>Checking…</Trans>}>
              <Trans>Continue</Trans>
            </Button>
          }
        >
          <TextField
            id="second-factor-code"
            label={codeLabel}
            autoComplete="one-time-code"
            inputMode={useRecovery ? 'text' : 'numeric'}
            autoCapitalize="none"
            spellCheck={false}
            value={code}
            onChange={(event) => setCode(event.target.value)}
          />
        </FormLayout>
      )}
      <ul className="auth-card__links">
        {methods.includes('totp') && methods.includes('recovery_code') && (
          <li>
            <button
              type="button"
              className="auth-link second-factor-step__link"
              onClick={() => setUseRecovery((on) => !on)}
            >
              {useRecovery ? <Trans>Use your authenticator app</Trans> : <Trans>Use a recovery code</Trans>}
            </button>
          </li>
        )}
        <li>
          <button type="button" className="auth-link second-factor-step__link" onClick={onStartOver}>
            <Trans>Sign in again</Trans>
          </button>
        </li>
      </ul>
    </div>
  );
}
