import { createFileRoute } from '@tanstack/react-router';
import { JobBoardsSettings } from '../../../features/job-boards/job-boards-settings.tsx';

/** Company settings access or provider admin (contracts/access.ts; the server checks each call). */
export const Route = createFileRoute('/_staff/settings/job-board')({
  component: JobBoardsSettings,
});
