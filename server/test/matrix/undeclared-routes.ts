/**
 * Routes the server answers under /api that are not declared endpoints (D322): a route registered
 * straight on Fastify, without registerEndpoint or a push onto `endpointTable`, has no
 * authorisation-matrix row and is never fuzzed, so the matrix test lists such routes and fails.
 * A few are known and named with why they stand apart.
 */
import { toRoutePattern, type Endpoint } from '../../../contracts/endpoint.ts';
import { TUS_VIDEO_PATH } from '../../../contracts/video.ts';

/** Routes outside the declarations, each with the reason it may be. */
export const OUTSIDE_DECLARATIONS: Record<string, string> = {
  'GET /api/openapi.json': 'the API description itself, generated from the declarations; no data',
  // The tus protocol (video.tus.ts): its POST, HEAD and PATCH check the candidate's own
  // application and lease before the upload is touched; OPTIONS answers the protocol's version.
  ...Object.fromEntries(
    ['POST', 'HEAD', 'PATCH', 'OPTIONS'].flatMap((method) =>
      [TUS_VIDEO_PATH.replace(/\/$/, ''), TUS_VIDEO_PATH, `${TUS_VIDEO_PATH}:uploadId`].map((url) => [
        `${method} ${url}`,
        'the resumable upload protocol of recorded answers (tus), access checked by video.tus.ts',
      ]),
    ),
  ),
};

/** `routes` (`METHOD /url` as Fastify registered them) that no declared endpoint and no named exception covers. */
export function undeclaredRoutes(routes: readonly string[], endpoints: readonly Endpoint[]): string[] {
  const declared = new Set(endpoints.map((e) => `${e.method} /api${toRoutePattern(e.path)}`));
  // Fastify adds a HEAD route beside each GET route (exposeHeadRoutes): covered as its GET is.
  const covered = (route: string): boolean =>
    declared.has(route) ||
    route in OUTSIDE_DECLARATIONS ||
    (route.startsWith('HEAD ') && covered(`GET ${route.slice(5)}`));
  return routes.filter((route) => route.split(' ')[1]!.startsWith('/api') && !covered(route));
}
