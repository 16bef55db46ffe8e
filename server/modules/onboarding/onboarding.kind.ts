/** The onboarding form on the server: nothing of its own yet (server/modules/activity/server-kind.ts). */
import { onboardingKind } from '../../../contracts/onboarding-kind.ts';
import { defineServerKind } from '../activity/server-kind.ts';

export const onboardingServerKind = defineServerKind({
  kind: onboardingKind,
});
