import { createFileRoute } from '@tanstack/react-router';
import { PhoneNumbersSettings } from '../../../features/settings/phone-numbers-settings.tsx';

/** Company settings access or provider admin (contracts/access.ts; the server checks each call). */
export const Route = createFileRoute('/_staff/settings/phone-numbers')({
  component: PhoneNumbersSettings,
});
