/** The onboarding form on the server: its responses (server/modules/activity/server-kind.ts). */
import { onboardingKind } from '../../../contracts/onboarding-kind.ts';
import { defineServerKind } from '../activity/index.ts';
import { byUserOrRef } from '../../db/personal-data-kit.ts';

export const onboardingServerKind = defineServerKind({
  kind: onboardingKind,
  applying: {
    minutes: 5,
  },
  personalData: [
    {
      table: 'user_onboarding_responses',
      about: 'Your onboarding forms.',
      aboutIn: { es: 'Tus formularios de incorporación.', fr: 'Vos formulaires d’intégration.' },
      personalColumns: ['answers'],
      rows: byUserOrRef,
      exportColumns: ['ref_id', 'job_step_activity_id', 'answers', 'submitted_at'],
      erase: { kind: 'delete' },
    },
  ],
});
