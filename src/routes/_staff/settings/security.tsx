import { createFileRoute } from '@tanstack/react-router';
import { SsoSettingsScreen } from '../../../features/sso/sso-settings.tsx';

/** Company settings access or provider admin (contracts/access.ts; the server checks each call). */
export const Route = createFileRoute('/_staff/settings/security')({
  component: SsoSettingsScreen,
});
