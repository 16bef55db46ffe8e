import { createFileRoute } from '@tanstack/react-router';
import { SourcesSettings } from '../../../features/settings/sources-settings.tsx';

/** Company settings access or provider admin (contracts/access.ts; the server checks each call). */
export const Route = createFileRoute('/_staff/settings/sources')({
  component: SourcesSettings,
});
