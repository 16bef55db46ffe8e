/** The onboarding form as an activity kind: submitted whole from a draft (contracts/activity-kind.ts). */
import { defineActivityKind } from './activity-kind.ts';

export const onboardingKind = defineActivityKind({
  type: 'onboarding',
  isOffered: true,
  isSubmittedWhole: true,
  isScored: false,
});
