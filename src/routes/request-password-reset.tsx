import { createFileRoute } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { AuthCard } from '../features/auth/auth-card.tsx';
import { RequestResetForm } from '../features/auth/request-reset-form.tsx';
import { LanguageSwitch } from '../features/layout/language-switch.tsx';

export const Route = createFileRoute('/request-password-reset')({
  staticData: { access: 'public' },
  component: RequestPasswordResetRoute,
});

function RequestPasswordResetRoute() {
  const { t } = useLingui();
  return (
    <AuthCard
      title={t`Reset your password`}
      intro={t`Enter the email address you sign in with and we will send you a link to choose a new password.`}
      languageSwitch={<LanguageSwitch />}
    >
      <RequestResetForm />
    </AuthCard>
  );
}
