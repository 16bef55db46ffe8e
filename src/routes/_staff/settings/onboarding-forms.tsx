import { createFileRoute } from '@tanstack/react-router';
import { OnboardingFormsAdmin } from '../../../features/onboarding/onboarding-forms-admin.tsx';
import { adminOnboardingFormsQueryOptions } from '../../../features/onboarding/onboarding.queries.ts';

/** Provider admin only (declared on the route below): every company's onboarding forms. */
export const Route = createFileRoute('/_staff/settings/onboarding-forms')({
  staticData: { access: 'provider-admin' },
  // The screen reads it with useSuspenseQuery: a failed read is the staff pages' error screen, with its retry.
  loader: ({ context }) => context.queryClient.ensureQueryData(adminOnboardingFormsQueryOptions()),
  component: OnboardingFormsAdmin,
});
