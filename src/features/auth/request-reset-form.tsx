import { useState } from 'react';
import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { call } from '../../lib/api-client.ts';
import { Button } from '../../ui/form/button.tsx';
import { ErrorSummary } from '../../ui/form/error-summary.tsx';
import { FormLayout } from '../../ui/form/form-layout.tsx';
import { TextField } from '../../ui/form/text-field.tsx';
import { AuthNotice } from './auth-notice.tsx';
import { emailProblem } from './auth-validation.ts';
import { useAuthForm } from './use-auth-form.ts';
import { forgotPassword } from '../../lib/api/auth.ts';

const FIELDS = ['email'] as const;

export function RequestResetForm() {
  const { t } = useLingui();
  const [isSent, setSent] = useState(false);
  const form = useAuthForm({
    fields: FIELDS,
    validate: (values) => ({ email: emailProblem(values.email) }),
    submit: async (values) => {
      await call(forgotPassword, { body: { email: values.email.trim() }, skipRetry: true });
      setSent(true);
    },
  });

  if (isSent) {
    return (
      <>
        {/* The same answer whether or not the account exists, so the page reveals nothing. */}
        <AuthNotice tone="success" title={<Trans>Check your email</Trans>}>
          <p>
            <Trans>If an account is found for that email, we will send you a link to reset your password.</Trans>
          </p>
        </AuthNotice>
        <ul className="auth-card__links">
          <li>
            <Link className="auth-link" to="/login">
              <Trans>Back to sign in</Trans>
            </Link>
          </li>
          <li>
            <Button variant="secondary" onClick={() => setSent(false)}>
              <Trans>Use a different email address</Trans>
            </Button>
          </li>
        </ul>
      </>
    );
  }

  return (
    <>
      <ErrorSummary items={form.summaryItems} attempt={form.attempt} />
      <FormLayout
        onSubmit={form.onSubmit}
        actions={
          <Button type="submit" isBlock isBusy={form.isBusy} busyLabel={<Trans>Sending…</Trans>}>
            <Trans>Send reset link</Trans>
          </Button>
        }
      >
        <TextField
          id="email"
          type="email"
          label={t`Email address`}
          autoComplete="email"
          inputMode="email"
          autoCapitalize="none"
          spellCheck={false}
          value={form.values.email}
          onChange={(event) => form.setValue('email')(event.target.value)}
          error={form.errors.email}
        />
      </FormLayout>
      <ul className="auth-card__links">
        <li>
          <Link className="auth-link" to="/login">
            <Trans>Back to sign in</Trans>
          </Link>
        </li>
      </ul>
    </>
  );
}
