/**
 * Refuses state-changing API requests that another site's page sent (the refresh cookie would
 * ride along): Sec-Fetch-Site when the browser sends it, else Origin against Host.
 */
import type { FastifyInstance } from 'fastify';
import { ErrorCode } from '../../contracts/error-codes.ts';
import { HttpError } from './http-error.ts';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

export function installCrossSiteCheck(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    if (SAFE.has(request.method) || !request.url.startsWith('/api/')) return;
    const fetchSite = request.headers['sec-fetch-site'];
    if (typeof fetchSite === 'string') {
      if (fetchSite === 'same-origin' || fetchSite === 'none') return;
      throw new HttpError(403, ErrorCode.crossSite, 'Requests from other sites are not allowed.');
    }
    const origin = request.headers.origin;
    if (!origin) return;
    let originHost: string;
    try {
      originHost = new URL(origin).host;
    } catch {
      originHost = '';
    }
    // Fastify's host: Host, or :authority over HTTP/2, or a trusted proxy's X-Forwarded-Host.
    if (originHost !== request.host)
      throw new HttpError(403, ErrorCode.crossSite, 'Requests from other sites are not allowed.');
  });
}
