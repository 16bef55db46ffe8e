/**
 * Page access declared on the route (D471): each route's `staticData.access` names the permission
 * its page needs (contracts/permissions.ts, the endpoints' vocabulary), and the root's guard reads
 * it from the matched routes. src/page-access.test.ts fails for a route that declares none.
 */
import { pageRule, type AccessRule } from '../../contracts/access.ts';
import type { PermissionName } from '../../contracts/permissions.ts';

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** What the page needs; a page added without one is refused to all but provider admins. */
    access?: PermissionName;
    /** A company preference that must be on as well (the EEOC pages: EEOC_DASHBOARD). */
    accessPreference?: string;
  }
}

interface MatchedRoute {
  /** The router types it loosely; a string on every real match. */
  fullPath?: unknown;
  staticData: { access?: PermissionName; accessPreference?: string };
}

/** The rule the deepest matched route declares (a page's own, else its nearest parent's), or undefined. */
export function routeAccessRule(matches: readonly MatchedRoute[]): AccessRule | undefined {
  const declaring = [...matches].reverse().find((match) => match.staticData.access !== undefined);
  if (!declaring) return undefined;
  const { access, accessPreference } = declaring.staticData;
  return pageRule(
    typeof declaring.fullPath === 'string' ? declaring.fullPath : '',
    access!,
    accessPreference ? { preference: accessPreference } : {},
  );
}
