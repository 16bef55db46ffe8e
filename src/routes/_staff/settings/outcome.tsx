import { createFileRoute } from '@tanstack/react-router';
import { OutcomeQuestionsSettings } from '../../../features/settings/outcome-questions-settings.tsx';

/** Company settings access or provider admin (contracts/access.ts; the server checks each call). */
export const Route = createFileRoute('/_staff/settings/outcome')({
  component: OutcomeQuestionsSettings,
});
