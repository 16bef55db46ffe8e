import { lazy, Suspense, useState } from 'react';
import type { Session } from '../../../contracts/auth.ts';
import type { SecondFactorStep as Step } from '../../../contracts/second-factor.ts';
import { Link, useNavigate } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { errorText, hasCode } from '../../lib/error-text.ts';
import { loadQueryClient } from '../../lib/query-client-slot.ts';
import { signIn } from '../../lib/session.ts';
import { Button } from '../../ui/form/button.tsx';
import { ErrorSummary } from '../../ui/form/error-summary.tsx';
import { FormLayout } from '../../ui/form/form-layout.tsx';
import { PasswordField } from '../../ui/form/password-field.tsx';
import { TextField } from '../../ui/form/text-field.tsx';
import { validateLogin } from './auth-validation.ts';
import { DEFAULT_DESTINATION, landingFor } from './login-destination.ts';
import { useAuthForm } from './use-auth-form.ts';
import { useShellHandover } from './use-shell-handover.ts';

export interface LoginFormProps {
  /** Where to go after signing in (already validated). */
  destination: string;
  /** Offer "Create an account" (not on the interview station, a shared device where no one signs up). */
  offersAccount?: boolean;
}

const FIELDS = ['email', 'password'] as const;

// Loaded once something like an email is typed: it asks whether the domain signs in through single sign-on.
const SsoOffer = lazy(() => import('../sso-sign-in/sso-offer.tsx'));
// Loaded once the password was right for an account with a second factor (D204).
const SecondFactorStep = lazy(() => import('../two-factor/second-factor-step.tsx'));
// Loaded when "Sign in with a passkey" is pressed, never before (D212).
const passkeySignIn = () => import('../two-factor/passkey-sign-in.ts');

interface PasskeyFailure {
  error: unknown;
  /** Translates at render time, so a language switch re-translates the message on screen. */
  describe: (error: unknown) => string;
}

/** The one sign-in form behind /login, /log-in and every /login/... variant. */
export function LoginForm({ destination, offersAccount = true }: LoginFormProps) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const [step, setStep] = useState<Step>();
  const [passkeyFailure, setPasskeyFailure] = useState<PasskeyFailure>();
  const [isPasskeyBusy, setPasskeyBusy] = useState(false);
  const land = async (session: Session) => {
    await navigate({ href: landingFor(destination, session.user), replace: true });
  };
  const signInWithPasskey = async () => {
    setPasskeyBusy(true);
    setPasskeyFailure(undefined);
    let describe: PasskeyFailure['describe'] = errorText;
    try {
      const passkey = await passkeySignIn();
      describe = passkey.passkeySignInErrorText;
      await land(await passkey.signInWithPasskey());
    } catch (error) {
      setPasskeyFailure({ error, describe });
    } finally {
      setPasskeyBusy(false);
    }
  };
  const form = useAuthForm({
    fields: FIELDS,
    validate: validateLogin,
    submit: async (values) => {
      // The page signed in to needs the query client (the sign-in page does not): it downloads
      // while the password is checked, not after. A failure is retried by the root route's guard.
      loadQueryClient().catch(() => undefined);
      const result = await signIn(values.email.trim(), values.password);
      if ('second_factor' in result) setStep(result);
      else await land(result);
    },
    describeError: (error) => ({
      text: hasCode(error, 'sso_required') ? t`Your company signs you in through single sign-on.` : errorText(error),
      // Which of the two was wrong is not said (that would reveal which emails have accounts).
      fieldId: hasCode(error, 'invalid_credentials') ? 'email' : undefined,
    }),
  });
  useShellHandover(FIELDS, form.setValue);
  // Someone arriving from a job or interview link returns there after creating an account too.
  const onward = destination === DEFAULT_DESTINATION ? {} : { redirect: destination };

  if (step)
    return (
      <Suspense>
        <SecondFactorStep
          step={step}
          onSignedIn={land}
          onStartOver={() => {
            setStep(undefined);
            form.setValue('password')('');
          }}
        />
      </Suspense>
    );
  return (
    <>
      <ErrorSummary items={form.summaryItems} attempt={form.attempt} />
      <FormLayout
        onSubmit={form.onSubmit}
        actions={
          <Button type="submit" isBlock isBusy={form.isBusy} busyLabel={<Trans>Signing in…</Trans>}>
            <Trans>Sign in</Trans>
          </Button>
        }
      >
        <TextField
          id="email"
          type="email"
          label={t`Email address`}
          autoComplete="username"
          inputMode="email"
          autoCapitalize="none"
          spellCheck={false}
          value={form.values.email}
          onChange={(event) => form.setValue('email')(event.target.value)}
          error={form.errors.email}
        />
        <PasswordField
          id="password"
          label={t`Password`}
          autoComplete="current-password"
          value={form.values.password}
          onChange={(event) => form.setValue('password')(event.target.value)}
          error={form.errors.password}
        />
      </FormLayout>
      {/.@.+\./.test(form.values.email) && (
        <Suspense>
          <SsoOffer
            intendedRoute={destination === DEFAULT_DESTINATION ? undefined : destination}
            email={form.values.email}
          />
        </Suspense>
      )}
      {typeof window.PublicKeyCredential === 'function' && (
        <div className="login-form__passkey">
          {passkeyFailure && (
            <div className="notice notice--error" role="alert">
              <p>{passkeyFailure.describe(passkeyFailure.error)}</p>
            </div>
          )}
          <Button
            variant="secondary"
            isBlock
            isBusy={isPasskeyBusy}
            busyLabel={<Trans>Waiting for your passkey…</Trans>}
            onClick={() => void signInWithPasskey()}
          >
            <Trans>Sign in with a passkey</Trans>
          </Button>
        </div>
      )}
      <ul className="auth-card__links">
        <li>
          <Link className="auth-link" to="/request-password-reset">
            <Trans>Forgot your password?</Trans>
          </Link>
        </li>
        {offersAccount && (
          <li>
            <Link className="auth-link" to="/create-account" search={onward}>
              <Trans>New here? Create an account</Trans>
            </Link>
          </li>
        )}
      </ul>
    </>
  );
}
