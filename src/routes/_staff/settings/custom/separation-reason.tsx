import { createFileRoute } from '@tanstack/react-router';
import { SeparationReasonsSettings } from '../../../../features/settings/separation-reasons-settings.tsx';

/** Company settings access or provider admin (contracts/access.ts; the server checks each call). */
export const Route = createFileRoute('/_staff/settings/custom/separation-reason')({
  component: SeparationReasonsSettings,
});
