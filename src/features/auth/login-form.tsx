import { useEffect, useState } from 'react';
import { Link, useNavigate } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { ErrorCode } from '../../../contracts/error-codes.ts';
import { ApiError, call } from '../../lib/api-client.ts';
import { ssoDiscovery } from '../../lib/api/sso.ts';
import { errorText } from '../../lib/error-text.ts';
import { signIn } from '../../lib/session.ts';
import { Button } from '../../ui/form/button.tsx';
import { ErrorSummary } from '../../ui/form/error-summary.tsx';
import { FormLayout } from '../../ui/form/form-layout.tsx';
import { PasswordField } from '../../ui/form/password-field.tsx';
import { TextField } from '../../ui/form/text-field.tsx';
import { validateLogin } from './auth-validation.ts';
import { DEFAULT_DESTINATION } from './login-destination.ts';
import { useAuthForm } from './use-auth-form.ts';
import { useShellHandover } from './use-shell-handover.ts';

export interface LoginFormProps {
  /** Where to go after signing in (already validated). */
  destination: string;
}

const FIELDS = ['email', 'password'] as const;

/** The one sign-in form behind /login, /log-in and every /login/... variant. */
export function LoginForm({ destination }: LoginFormProps) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const form = useAuthForm({
    fields: FIELDS,
    validate: validateLogin,
    submit: async (values) => {
      await signIn(values.email.trim(), values.password);
      await navigate({ href: destination, replace: true });
    },
    describeError: (error) => ({
      text: errorText(error),
      // Which of the two was wrong is not said (that would reveal which emails have accounts).
      fieldId: error instanceof ApiError && error.code === ErrorCode.invalidCredentials ? 'email' : undefined,
    }),
  });
  useShellHandover(FIELDS, form.setValue);
  const sso = useSsoDiscovery(form.values.email);
  const [ssoError, setSsoError] = useState<unknown>();
  const [isLeaving, setIsLeaving] = useState(false);
  const startSso = async () => {
    if (!sso) return;
    setIsLeaving(true);
    setSsoError(undefined);
    try {
      // Imported here: oidc-client-ts loads only when someone signs in through their provider.
      const { startSsoSignIn } = await import('../sso/sso-client.ts');
      await startSsoSignIn(sso, destination === DEFAULT_DESTINATION ? undefined : destination, form.values.email.trim());
    } catch (error) {
      setSsoError(error);
      setIsLeaving(false);
    }
  };
  // Someone arriving from a job or interview link returns there after creating an account too.
  const onward = destination === DEFAULT_DESTINATION ? {} : { redirect: destination };

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
      {sso && (
        <div className="login-form__sso">
          {!sso.password_allowed && (
            <p>
              <Trans>Your company signs you in through single sign-on.</Trans>
            </p>
          )}
          {ssoError !== undefined && (
            <p role="alert" className="login-form__sso-error">
              {errorText(ssoError)}
            </p>
          )}
          <Button variant="secondary" isBlock isBusy={isLeaving} busyLabel={<Trans>Opening your sign-in page…</Trans>} onClick={() => void startSso()}>
            <Trans>Sign in with single sign-on</Trans>
          </Button>
        </div>
      )}
      <ul className="auth-card__links">
        <li>
          <Link className="auth-link" to="/request-password-reset">
            <Trans>Forgot your password?</Trans>
          </Link>
        </li>
        <li>
          <Link className="auth-link" to="/create-account" search={onward}>
            <Trans>New here? Create an account</Trans>
          </Link>
        </li>
      </ul>
    </>
  );
}

/** Whether the email's domain signs in through single sign-on, asked once typing pauses. */
function useSsoDiscovery(email: string): { issuer: string; client_id: string; password_allowed: boolean } | undefined {
  const [found, setFound] = useState<{ email: string; issuer: string; client_id: string; password_allowed: boolean }>();
  const trimmed = email.trim().toLowerCase();
  useEffect(() => {
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(trimmed)) return;
    let current = true;
    const timer = window.setTimeout(() => {
      call(ssoDiscovery, { body: { email: trimmed }, skipRetry: true })
        .then((answer) => {
          if (current && answer.sso && answer.issuer && answer.client_id) {
            setFound({ email: trimmed, issuer: answer.issuer, client_id: answer.client_id, password_allowed: answer.password_allowed });
          }
        })
        .catch(() => undefined);
    }, 400);
    return () => {
      current = false;
      window.clearTimeout(timer);
    };
  }, [trimmed]);
  return found?.email === trimmed ? found : undefined;
}
