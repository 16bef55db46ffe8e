import { createFileRoute } from '@tanstack/react-router';
import { RejectionReasonsSettings } from '../../../../features/settings/rejection-reasons-settings.tsx';

/** Company settings access or provider admin (contracts/access.ts; the server checks each call). */
export const Route = createFileRoute('/_staff/settings/custom/rejection-reason')({
  component: RejectionReasonsSettings,
});
