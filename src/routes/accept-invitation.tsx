import { createFileRoute } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { AuthCard } from '../features/auth/auth-card.tsx';
import { AcceptInvitationForm } from '../features/auth/accept-invitation-form.tsx';
import { LanguageSwitch } from '../features/layout/language-switch.tsx';

export const Route = createFileRoute('/accept-invitation')({
  staticData: { access: 'public' },
  validateSearch: (raw: Record<string, unknown>): { token?: string } => ({
    token: typeof raw.token === 'string' ? raw.token : undefined,
  }),
  component: AcceptInvitationRoute,
});

function AcceptInvitationRoute() {
  const { t } = useLingui();
  const { token } = Route.useSearch();
  return (
    <AuthCard title={t`Join your company on Assay`} languageSwitch={<LanguageSwitch />}>
      <AcceptInvitationForm token={token} />
    </AuthCard>
  );
}
