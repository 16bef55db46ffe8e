import { createFileRoute } from '@tanstack/react-router';
import { OnboardingFormsAdmin } from '../../../features/onboarding/onboarding-forms-admin.tsx';
import { adminOnboardingFormsQueryOptions } from '../../../features/onboarding/onboarding.queries.ts';

/** Provider admin only (contracts/access.ts): every company's onboarding forms. */
export const Route = createFileRoute('/_staff/settings/onboarding-forms')({
  // A failed read is the screen's to show, with its retry, as before the loader.
  loader: ({ context }) =>
    context.queryClient.ensureQueryData(adminOnboardingFormsQueryOptions()).catch(() => undefined),
  component: OnboardingFormsAdmin,
});
