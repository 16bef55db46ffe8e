import { createFileRoute } from '@tanstack/react-router';
import { StaffUsersSettings } from '../../../features/staff-users/staff-users-settings.tsx';

/** Company settings access or provider admin (contracts/access.ts; the server checks each call). */
export const Route = createFileRoute('/_staff/settings/users')({
  component: StaffUsersSettings,
});
