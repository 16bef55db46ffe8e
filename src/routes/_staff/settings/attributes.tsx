import { createFileRoute } from '@tanstack/react-router';
import { AttributesSettings } from '../../../features/settings/attributes-settings.tsx';

/** Company settings access or provider admin (contracts/access.ts; the server checks each call). */
export const Route = createFileRoute('/_staff/settings/attributes')({
  component: AttributesSettings,
});
