import { createFileRoute } from '@tanstack/react-router';
import { PersonalAssessmentsSettings } from '../../../../features/settings/personal-assessments-settings.tsx';

/** Company settings access or provider admin (contracts/access.ts; the server checks each call). */
export const Route = createFileRoute('/_staff/settings/measurement/personal-assessments')({
  component: PersonalAssessmentsSettings,
});
