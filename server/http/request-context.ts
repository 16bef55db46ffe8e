/**
 * The request a piece of server code runs for, without passing it down: the audit trail reads the
 * caller's address from here when the code writing an entry did not name one (D205), so every
 * change a company makes through the API is recorded with where it came from.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance } from 'fastify';

interface RequestContext {
  ip: string;
}

const storage = new AsyncLocalStorage<RequestContext>();

export function installRequestContext(app: FastifyInstance): void {
  app.addHook('onRequest', (request, _reply, done) => {
    storage.run({ ip: request.ip }, done);
  });
}

/** The address of the request being served, or undefined outside one (jobs, scripts). */
export function requestIp(): string | undefined {
  return storage.getStore()?.ip;
}
