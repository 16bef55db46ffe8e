import { createFileRoute } from '@tanstack/react-router';
import { ESignatureSettings } from '../../../features/staff-offers/e-signature-settings.tsx';

/** Company settings access or provider admin (contracts/access.ts; the server checks each call). */
export const Route = createFileRoute('/_staff/settings/e-signature')({
  component: ESignatureSettings,
});
