import { createFileRoute } from '@tanstack/react-router';
import { MessageTemplatesSettings } from '../../../../features/settings/message-templates-settings.tsx';

/** Company settings access or provider admin (contracts/access.ts; the server checks each call). */
export const Route = createFileRoute('/_staff/settings/templates/message')({
  component: MessageTemplatesSettings,
});
