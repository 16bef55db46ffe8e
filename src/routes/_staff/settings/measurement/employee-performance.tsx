import { createFileRoute } from '@tanstack/react-router';
import { EmployeePerformanceSettings } from '../../../../features/settings/employee-performance-settings.tsx';

/** Company settings access or provider admin (contracts/access.ts; the server checks each call). */
export const Route = createFileRoute('/_staff/settings/measurement/employee-performance')({
  component: EmployeePerformanceSettings,
});
