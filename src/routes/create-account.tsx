import { useState } from 'react';
import { createFileRoute } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { AuthCard } from '../features/auth/auth-card.tsx';
import { CreateAccountForm } from '../features/auth/create-account-form.tsx';
import { DEFAULT_DESTINATION } from '../features/auth/login-destination.ts';
import { redirectIfSignedIn } from '../features/auth/redirect-if-signed-in.ts';
import { safeRedirect } from '../lib/redirect-target.ts';
import { LanguageSwitch } from '../features/layout/language-switch.tsx';
import { ConsentField, consentProblem } from '../features/legal/consent-field.tsx';

export const Route = createFileRoute('/create-account')({
  staticData: { access: 'public' },
  // email: filled in when a link carried it (an assessment order's, D145).
  validateSearch: (raw: Record<string, unknown>): { redirect?: string; email?: string } => {
    const redirect = safeRedirect(raw.redirect);
    const email =
      typeof raw.email === 'string' && raw.email.length <= 254 && raw.email.includes('@') ? raw.email : undefined;
    return { ...(redirect ? { redirect } : {}), ...(email ? { email } : {}) };
  },
  beforeLoad: ({ context, search }) => redirectIfSignedIn(context.session, search.redirect ?? DEFAULT_DESTINATION),
  component: CreateAccountRoute,
});

function CreateAccountRoute() {
  const { t } = useLingui();
  const { redirect, email } = Route.useSearch();
  const [isCodeStep, setCodeStep] = useState(false);
  return (
    <AuthCard
      title={t`Create an account`}
      intro={isCodeStep ? undefined : t`All fields are required.`}
      languageSwitch={<LanguageSwitch />}
    >
      <CreateAccountForm
        onCodeStep={setCodeStep}
        destination={redirect ?? DEFAULT_DESTINATION}
        redirect={redirect}
        email={email}
        consent={{ Field: ConsentField, problem: consentProblem }}
      />
    </AuthCard>
  );
}
