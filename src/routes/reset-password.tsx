import { createFileRoute } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { AuthCard } from '../features/auth/auth-card.tsx';
import { ResetPasswordForm } from '../features/auth/reset-password-form.tsx';
import { LanguageSwitch } from '../features/layout/language-switch.tsx';

interface ResetSearch {
  uid?: string | number;
  userToken?: string | number;
}

function kept(value: unknown): string | number | undefined {
  return typeof value === 'string' || typeof value === 'number' ? value : undefined;
}

export const Route = createFileRoute('/reset-password')({
  staticData: { access: 'public' },
  // Values stay as the router parsed them; turned into text here, it would rewrite the address.
  validateSearch: (raw: Record<string, unknown>): ResetSearch => ({
    uid: kept(raw.uid),
    userToken: kept(raw.userToken),
  }),
  component: ResetPasswordRoute,
});

function ResetPasswordRoute() {
  const { t } = useLingui();
  const { uid, userToken } = Route.useSearch();
  return (
    <AuthCard title={t`Choose a new password`} languageSwitch={<LanguageSwitch />}>
      <ResetPasswordForm
        uid={uid === undefined ? undefined : String(uid)}
        userToken={userToken === undefined ? undefined : String(userToken)}
      />
    </AuthCard>
  );
}
