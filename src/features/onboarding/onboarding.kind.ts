/** The onboarding form: sent as a whole from a form draft, so there is no attempt to continue. (The candidate side of the kind: src/ui/activity-shell/candidate-kind.ts.) */
import { msg } from '@lingui/core/macro';
import { defineCandidateKind } from '../../ui/activity-shell/candidate-kind.ts';

export const onboardingKind = defineCandidateKind({
  types: ['onboarding'],
  builtInTitles: { 'Onboarding form': msg`Onboarding form` },
  screen: (search) => ({ to: '/user/onboarding', search }),
  isResumable: false,
  offline: {
    works: 'offline',
    screens: ['/user/onboarding'],
    content: ({ refId, activity }) => [['onboarding', 'form', refId, activity.job_step_activity_id]],
  },
});
