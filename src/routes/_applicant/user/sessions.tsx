import { lazy } from 'react';
import { createFileRoute } from '@tanstack/react-router';
import { SessionsScreen } from '../../../features/sessions/sessions-screen.tsx';
import { StepUpScope } from '../../../ui/step-up-scope.tsx';
import { useNeedsConnection } from '../../../ui/offline-readiness/page-needs-connection.ts';

const StepUpDialog = lazy(() => import('../../../features/two-factor/step-up-dialog.tsx'));

/**
 * Any signed-in user's own sessions (declared on the route below); the server lists only the
 * caller's. The screen needs the network, so its chunk stays out of the service worker's
 * precache (bench/budget.json onlineOnlyRoutes) and loads when the page is opened. Ending another
 * device's session asks for a step-up (D262), which the two-factor feature's dialog answers.
 */
export const Route = createFileRoute('/_applicant/user/sessions')({
  staticData: { access: 'signed-in' },
  component: function SessionsRoute() {
    useNeedsConnection();
    return (
      <StepUpScope dialog={StepUpDialog}>
        <SessionsScreen />
      </StepUpScope>
    );
  },
});
