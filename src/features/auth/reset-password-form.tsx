import { useState } from 'react';
import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';

import { call } from '../../lib/api-client.ts';
import { errorText, hasCode } from '../../lib/error-text.ts';
import { Button } from '../../ui/form/button.tsx';
import { ErrorSummary } from '../../ui/form/error-summary.tsx';
import { FormLayout } from '../../ui/form/form-layout.tsx';
import { PasswordField } from '../../ui/form/password-field.tsx';
import { AuthNotice } from './auth-notice.tsx';
import { validateNewPassword } from './auth-validation.ts';
import { PasswordChecklist } from './password-checklist.tsx';
import { useAuthForm } from './use-auth-form.ts';
import { resetPassword } from '../../lib/api/auth.ts';

export interface ResetPasswordFormProps {
  uid?: string;
  userToken?: string;
}

const FIELDS = ['password', 'password_confirmation'] as const;
const CHECKLIST_ID = 'password-requirements';

function RequestNewLink() {
  return (
    <Link className="auth-link" to="/request-password-reset">
      <Trans>Request a new reset link</Trans>
    </Link>
  );
}

export function ResetPasswordForm({ uid, userToken }: ResetPasswordFormProps) {
  const { t } = useLingui();
  const [isDone, setDone] = useState(false);
  const form = useAuthForm({
    fields: FIELDS,
    validate: validateNewPassword,
    submit: async (values) => {
      await call(resetPassword, { body: { uid: uid ?? '', token: userToken ?? '', ...values }, skipRetry: true });
      setDone(true);
    },
  });

  if (!uid || !userToken) {
    return (
      <AuthNotice tone="error" title={<Trans>This reset link is not complete</Trans>}>
        <p>
          <Trans>Open the link from your email again, or ask for a new one.</Trans>
        </p>
        <RequestNewLink />
      </AuthNotice>
    );
  }

  if (isDone) {
    return (
      <>
        <AuthNotice tone="success" title={<Trans>Your password has been reset</Trans>}>
          <p>
            <Trans>You can now sign in with your new password.</Trans>
          </p>
        </AuthNotice>
        <Link className="button button--primary button--block" to="/login">
          <Trans>Sign in</Trans>
        </Link>
      </>
    );
  }

  if (hasCode(form.serverError, 'invalid_reset_token')) {
    // The same link can never work, so the form gives way to the way out.
    return (
      <AuthNotice tone="error" title={<Trans>This reset link cannot be used</Trans>}>
        <p>{errorText(form.serverError)}</p>
        <RequestNewLink />
      </AuthNotice>
    );
  }

  return (
    <>
      <ErrorSummary items={form.summaryItems} attempt={form.attempt} />
      <FormLayout
        onSubmit={form.onSubmit}
        actions={
          <Button type="submit" isBlock isBusy={form.isBusy} busyLabel={<Trans>Saving…</Trans>}>
            <Trans>Reset password</Trans>
          </Button>
        }
      >
        <PasswordField
          id="password"
          label={t`New password`}
          autoComplete="new-password"
          describedBy={CHECKLIST_ID}
          value={form.values.password}
          onChange={(event) => form.setValue('password')(event.target.value)}
          error={form.errors.password}
        />
        <PasswordField
          id="password_confirmation"
          label={t`Confirm new password`}
          autoComplete="new-password"
          describedBy={CHECKLIST_ID}
          value={form.values.password_confirmation}
          onChange={(event) => form.setValue('password_confirmation')(event.target.value)}
          error={form.errors.password_confirmation}
        />
        <PasswordChecklist
          id={CHECKLIST_ID}
          password={form.values.password}
          confirmation={form.values.password_confirmation}
        />
      </FormLayout>
    </>
  );
}
