import { lazy, Suspense } from 'react';
import { createFileRoute, useRouter } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { AuthCard } from '../../features/auth/auth-card.tsx';
import { ChangePasswordForm } from '../../features/auth/change-password-form.tsx';
import { LanguageSwitch } from '../../features/layout/language-switch.tsx';
import { Button } from '../../ui/form/button.tsx';

// Two-factor sign-in (D204) is set up here too, loaded after the password form: it needs the network.
const TwoFactorScreen = lazy(() => import('../../features/two-factor/two-factor-screen.tsx'));

export const Route = createFileRoute('/change-password/')({
  staticData: { access: 'signed-in' },
  component: ChangePasswordRoute,
});

function ChangePasswordRoute() {
  const { t } = useLingui();
  const router = useRouter();
  return (
    <AuthCard title={t`Change password`} languageSwitch={<LanguageSwitch />}>
      <ChangePasswordForm />
      <Suspense>
        <TwoFactorScreen />
      </Suspense>
      <ul className="auth-card__links">
        <li>
          <Button variant="secondary" onClick={() => router.history.back()}>
            <Trans>Back</Trans>
          </Button>
        </li>
      </ul>
    </AuthCard>
  );
}
