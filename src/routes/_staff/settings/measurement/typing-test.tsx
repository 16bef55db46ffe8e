import { createFileRoute } from '@tanstack/react-router';
import { TypingSettingsScreen } from '../../../../features/typing-settings/typing-settings-screen.tsx';

/** Company settings access or provider admin (contracts/access.ts; the server checks each call). */
export const Route = createFileRoute('/_staff/settings/measurement/typing-test')({
  component: TypingSettingsScreen,
});
