import { createFileRoute } from '@tanstack/react-router';
import { ScoringTemplatesSettings } from '../../../../features/company-templates/scoring-templates-settings.tsx';

/** Company settings access or provider admin (contracts/access.ts; the server checks each call). */
export const Route = createFileRoute('/_staff/settings/templates/scoring-criteria')({
  component: ScoringTemplatesSettings,
});
