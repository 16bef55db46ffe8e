/**
 * How the worker answers a page's navigation. Every browser route is the same shell, but the
 * shell's response headers carry the Content-Security-Policy, whose frame-src, img-src and
 * connect-src list origins companies choose (an embedded BI dashboard's site, a logo's host, an
 * identity provider: server/http/csp-origins.ts). The precached shell keeps the headers of the
 * day it was cached, so a dashboard added since is refused by the browser.
 *
 * Staff and admin pages run online (the design card), so their navigations go to the network and
 * get today's headers; the cached shell answers only when the network fails or is slow (an
 * interview station runs offline). Candidate and public pages open from the cached shell at once,
 * whatever the network does.
 */
import { authLevelFor } from '../contracts/access.ts';

/** A staff page whose network answer has not come by then opens from the cached shell. */
export const STAFF_NAVIGATION_TIMEOUT_MS = 4_000;

/** Staff and provider-admin pages (level 2 and 3 of contracts/access.ts) ask the network first. */
export function asksNetworkFirst(pathname: string): boolean {
  return authLevelFor(pathname) >= 2;
}

/**
 * The network's answer for a navigation, or `fallback()` when it fails, is not a page (a proxy's
 * error while the server is down), or takes longer than `timeoutMs`.
 */
export async function networkFirst(
  request: Request,
  fallback: () => Promise<Response>,
  fetchPage: (request: Request, signal: AbortSignal) => Promise<Response> = (r, signal) => fetch(r, { signal }),
  timeoutMs = STAFF_NAVIGATION_TIMEOUT_MS,
): Promise<Response> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const response = await fetchPage(request, controller.signal);
    return response.ok ? response : fallback();
  } catch {
    return fallback();
  } finally {
    clearTimeout(timer);
  }
}
