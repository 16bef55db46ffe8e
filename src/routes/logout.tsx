import { createFileRoute } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { AuthCard } from '../features/auth/auth-card.tsx';
import { safeRedirect } from '../features/auth/redirect-target.ts';
import { SigningOut } from '../features/auth/signing-out.tsx';

export const Route = createFileRoute('/logout')({
  validateSearch: (raw: Record<string, unknown>): { redirect?: string } => {
    const redirect = safeRedirect(raw.redirect);
    return redirect ? { redirect } : {};
  },
  component: LogoutRoute,
});

function LogoutRoute() {
  const { t } = useLingui();
  const { redirect } = Route.useSearch();
  return (
    <AuthCard title={t`Signing out`}>
      <SigningOut redirect={redirect} />
    </AuthCard>
  );
}
