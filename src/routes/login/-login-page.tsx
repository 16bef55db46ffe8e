/** The page every /login and /log-in route renders; not a route itself (the leading '-'). */
import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { AuthCard } from '../../features/auth/auth-card.tsx';
import { LoginForm } from '../../features/auth/login-form.tsx';
import { loginDestination } from '../../features/auth/login-destination.ts';
import type { LoginSearch, LoginVariant } from '../../features/auth/login-destination.ts';
import { LanguageSwitch } from '../../features/layout/language-switch.tsx';

export function LoginPage({ variant, search }: { variant: LoginVariant; search: LoginSearch }) {
  const { t } = useLingui();
  const intros: Partial<Record<LoginVariant['kind'], ReactNode>> = {
    participant: t`Sign in to start your assessments.`,
    'career-pathways': t`Sign in to continue your career pathway.`,
    interview: t`Sign in to open the interview.`,
    scorecard: t`Sign in to open the scorecard.`,
    'interview-list': t`Sign in to see your interviews.`,
  };
  return (
    <AuthCard title={t`Sign in`} intro={intros[variant.kind]} languageSwitch={<LanguageSwitch />}>
      <LoginForm destination={loginDestination(variant, search)} />
    </AuthCard>
  );
}
