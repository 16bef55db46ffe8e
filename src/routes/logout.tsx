import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { queryClient } from '../lib/query-client.ts';
import { AuthCard } from '../features/auth/auth-card.tsx';
import { safeRedirect } from '../lib/redirect-target.ts';
import { SigningOut } from '../features/auth/signing-out.tsx';
import { candidateSignOutGuard } from '../features/candidate-sync/sign-out-guard.ts';

export const Route = createFileRoute('/logout')({
  staticData: { access: 'public' },
  validateSearch: (raw: Record<string, unknown>): { redirect?: string } => {
    const redirect = safeRedirect(raw.redirect);
    return redirect ? { redirect } : {};
  },
  component: LogoutRoute,
});

function LogoutRoute() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const { redirect } = Route.useSearch();
  return (
    <AuthCard title={t`Signing out`}>
      <SigningOut
        redirect={redirect}
        guard={candidateSignOutGuard(queryClient)}
        onStay={() => {
          if (window.history.length > 1) window.history.back();
          else void navigate({ to: '/' });
        }}
      />
    </AuthCard>
  );
}
