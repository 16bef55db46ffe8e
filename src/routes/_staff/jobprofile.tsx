import { createFileRoute } from '@tanstack/react-router';
import { ProfileListScreen } from '../../features/job-profiles/profile-list-screen.tsx';

/** Any role (contracts/access.ts); the server lists every profile or only those whose team the viewer is on. */
export const Route = createFileRoute('/_staff/jobprofile')({
  component: ProfileListScreen,
});
