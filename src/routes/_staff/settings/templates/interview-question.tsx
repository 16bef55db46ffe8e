import { createFileRoute } from '@tanstack/react-router';
import { KitsSettings } from '../../../../features/interview-kits/kits-settings.tsx';

/** Company settings access or provider admin (contracts/access.ts; the server checks each call). */
export const Route = createFileRoute('/_staff/settings/templates/interview-question')({
  component: KitsSettings,
});
