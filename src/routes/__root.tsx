import { createRootRouteWithContext, Outlet, redirect } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { declaredRuleFor, decideRule, UNDECLARED_LEVEL, type AccessRule } from '../../contracts/access.ts';
import { routeAccessRule } from '../lib/page-access.ts';
import { ensureSession } from '../lib/session.ts';
import { loadQueryClient } from '../lib/query-client-slot.ts';
import type { SessionState } from '../lib/session.ts';
import { accountQueryOptions } from '../features/layout/account.queries.ts';
import { LoadingOverlay } from '../ui/loading-overlay.tsx';
import { Notifications } from '../ui/notifications.tsx';
import { UpdateBanner } from '../ui/update-banner.tsx';
import { RouteTreeNotFound } from '../features/layout/route-tree-not-found.tsx';
import { entryRedirect } from './-entry-redirect.ts';
import { usesSso } from '../lib/sso-memory.ts';

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /**
     * A sign-in page: neither its guard, its loader nor its screen uses TanStack Query, so the root's
     * guard does not load the query client for it (src/lib/query-client-slot.ts) and its load is
     * lighter; `context.queryClient` is not set there.
     */
    withoutQueryClient?: boolean;
  }
}

/** What the router is created with (src/router.tsx); the root's guard adds the session and the query client. */
export interface RouterContext {
  /** Whether the router's current route tree has no page at this path (src/router.tsx). */
  isUnknownPath: (pathname: string) => boolean;
  /** The app starts with the candidate routes; this loads every staff route too (src/router.tsx). */
  routeTree: { knowsEveryRoute: () => boolean; loadFullRouteTree: () => Promise<void> };
}

/** Preferences gate a few pages (the EEOC dashboard); load them only when the page needs them. */
async function preferencesOn(
  queryClient: QueryClient | undefined,
  session: SessionState,
  rule: AccessRule | undefined,
): Promise<string[] | undefined> {
  if (!queryClient || !rule?.preference || !session.user || session.user.is_jf_admin || session.accountId === undefined)
    return undefined;
  try {
    const account = await queryClient.ensureQueryData(accountQueryOptions(session.accountId));
    return account.preferences.filter((p) => p.value === '1').map((p) => p.keyname);
  } catch {
    return undefined;
  }
}

export const Route = createRootRouteWithContext<RouterContext>()({
  // Every navigation passes the one permission function before any route loads.
  beforeLoad: async ({ location, context, matches }) => {
    // The root path's entry redirects come first: invitation links work before sign-in.
    if (location.pathname === '/') throw redirect({ href: entryRedirect(location.searchStr), replace: true });
    // The query client loads beside the session, for every page but the sign-in pages.
    const [session, queryClient] = await Promise.all([
      ensureSession(),
      matches.at(-1)?.staticData.withoutQueryClient ? undefined : loadQueryClient(),
    ]);
    // The page's access is declared on its route (D471). A path the current tree has no page for
    // (a staff page before the staff routes load) is judged by the same declarations by path; one
    // without a page at all passes to the not-found screen, which first loads the staff routes and
    // matches again: a page found then but declaring no access is refused (fails closed).
    const noSuchPage = context.isUnknownPath(location.pathname);
    const rule = (noSuchPage ? undefined : routeAccessRule(matches)) ?? declaredRuleFor(location.pathname);
    const accountPreferencesOn = await preferencesOn(queryClient, session, rule);
    const access = { accountId: session.accountId, accountPreferencesOn, noSuchPage };
    let decision = decideRule(rule, session.user, access);
    if (decision === 'not-authorized' && rule?.orJobMember) {
      // Imported here: its staff contracts (requisition, scorecard) stay out of every page's first load.
      const { isJobMemberFor } = await import('./-job-membership.ts');
      const isJobMember = await isJobMemberFor(location.pathname, location.search as Record<string, unknown>);
      decision = decideRule(rule, session.user, { ...access, isJobMember });
    }
    // A device whose last sign-in was single sign-on goes back to its provider (seed 000 section 4);
    // imported here, so oidc-client-ts stays out of every page's first load.
    if (decision === 'sign-in' && usesSso())
      await (await import('../features/sso-sign-in/sso-client.ts')).signInFromGuard(location.href);
    if (decision === 'sign-in') throw redirect({ to: '/login', search: { redirect: location.href } });
    if (decision === 'not-authorized') throw redirect({ to: '/not-authorized' });
    // Staff whose company requires a second factor set one up (on /change-password) before any staff page (D204).
    if (session.user?.second_factor_setup_required && (rule?.level ?? UNDECLARED_LEVEL) >= 2)
      throw redirect({ to: '/change-password' });
    // Unset only on the sign-in pages, which do not use it (withoutQueryClient above).
    return { session, queryClient: queryClient as QueryClient };
  },
  component: RootComponent,
  pendingComponent: () => <LoadingOverlay />,
  // A path the candidate route tree does not know may be a staff page: load the full tree first.
  notFoundComponent: RouteTreeNotFound,
});

function RootComponent() {
  return (
    <>
      <UpdateBanner />
      <Outlet />
      <Notifications />
    </>
  );
}
