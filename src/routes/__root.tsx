import { createRootRouteWithContext, Outlet, redirect } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { decideAccess } from '../../contracts/access.ts';
import { ensureSession } from '../lib/session.ts';

export interface RouterContext {
  queryClient: QueryClient;
}

export const Route = createRootRouteWithContext<RouterContext>()({
  // Every navigation passes the one permission function before any route loads.
  beforeLoad: async ({ location }) => {
    const session = await ensureSession();
    const decision = decideAccess(location.pathname, session.user, { accountId: session.accountId });
    if (decision === 'sign-in') throw redirect({ to: '/login', search: { redirect: location.href } });
    if (decision === 'not-authorized') throw redirect({ to: '/not-authorized' });
    return { session };
  },
  component: () => <Outlet />,
});
