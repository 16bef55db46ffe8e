/**
 * The page an invitation mail links to: the invited person chooses a password within the
 * product's rules, then is signed in and goes to the workspace.
 */
import { hasCode } from '../../lib/error-text.ts';
import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { call } from '../../lib/api-client.ts';
import { acceptInvitation } from '../../lib/api/staff-users.ts';
import { signIn } from '../../lib/session.ts';
import { Button } from '../../ui/form/button.tsx';
import { ErrorSummary } from '../../ui/form/error-summary.tsx';
import { FormLayout } from '../../ui/form/form-layout.tsx';
import { PasswordField } from '../../ui/form/password-field.tsx';
import { AuthNotice } from './auth-notice.tsx';
import { DEFAULT_DESTINATION } from './login-destination.ts';
import { validateNewPassword } from './auth-validation.ts';
import { PasswordChecklist } from './password-checklist.tsx';
import { useAuthForm } from './use-auth-form.ts';

const FIELDS = ['password', 'password_confirmation'] as const;
const CHECKLIST_ID = 'invitation-password-requirements';

export function AcceptInvitationForm({ token }: { token?: string }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const form = useAuthForm({
    fields: FIELDS,
    validate: validateNewPassword,
    submit: async (values) => {
      const { email } = await call(acceptInvitation, { body: { token: token ?? '', ...values }, skipRetry: true });
      await signIn(email, values.password);
      await navigate({ href: DEFAULT_DESTINATION, replace: true });
    },
  });

  if (!token || hasCode(form.serverError, 'invalid_invitation')) {
    // The same link can never work again; only the company can send a new one.
    return (
      <AuthNotice tone="error" title={<Trans>This invitation link cannot be used</Trans>}>
        <p>
          <Trans>This invitation link is invalid or has expired. Ask your company for a new one.</Trans>
        </p>
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
            <Trans>Set password and sign in</Trans>
          </Button>
        }
      >
        <PasswordField
          id="password"
          label={t`Password`}
          autoComplete="new-password"
          describedBy={CHECKLIST_ID}
          value={form.values.password}
          onChange={(event) => form.setValue('password')(event.target.value)}
          error={form.errors.password}
        />
        <PasswordField
          id="password_confirmation"
          label={t`Confirm password`}
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
