import { createFileRoute } from '@tanstack/react-router';
import { OnboardingFormsAdmin } from '../../../features/onboarding/onboarding-forms-admin.tsx';

/** Provider admin only (contracts/access.ts): every company's onboarding forms. */
export const Route = createFileRoute('/_staff/settings/onboarding-forms')({
  component: OnboardingFormsAdmin,
});
