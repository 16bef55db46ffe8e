import { createFileRoute } from '@tanstack/react-router';
import { SessionsScreen } from '../../../features/sessions/sessions-screen.tsx';

/**
 * Any signed-in user's own sessions (contracts/access.ts '/user'); the server lists only the
 * caller's. The screen needs the network, so its chunk stays out of the service worker's
 * precache (bench/budget.json onlineOnlyRoutes) and loads when the page is opened.
 */
export const Route = createFileRoute('/_applicant/user/sessions')({
  component: SessionsScreen,
});
