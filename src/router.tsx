import { createRouter } from '@tanstack/react-router';
import { routeTree } from './route-tree.gen.ts';
import { queryClient } from './lib/query-client.ts';

export const router = createRouter({
  routeTree,
  context: { queryClient },
  defaultPreload: 'intent',
  scrollRestoration: true,
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
  interface StaticDataRouteOption {
    /** The route's screens need the staff catalog (src/lib/i18n.ts loadStaffMessages; its beforeLoad awaits it). */
    staffMessages?: boolean;
  }
}
