/**
 * Registers a contract endpoint on Fastify: path and method from the contract, zod validation of
 * params, query and body, the `{ data }` envelope checked (and stripped of unknown fields) on the
 * way out, and the endpoint's declared permission enforced (endpoint-access.ts) before the handler runs.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as z from 'zod/mini';
import type { BodyOf, Endpoint, ParamsOf, QueryOf, ResponseOf } from '../../contracts/endpoint.ts';
import { ErrorBodySchema, toRoutePattern } from '../../contracts/endpoint.ts';
import type { Db } from '../db/database.ts';
import { enforceAccess } from './endpoint-access.ts';
import { applyIdempotencyKey } from './idempotency.ts';

export interface HandlerInput<E> {
  params: ParamsOf<E>;
  query: QueryOf<E>;
  body: BodyOf<E>;
  request: FastifyRequest;
  reply: FastifyReply;
}

export type Handler<E> = (input: HandlerInput<E>) => Promise<ResponseOf<E>>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Every contract endpoint this app registered, in order: the route-table tests read it. */
    endpointTable: Endpoint[];
    /**
     * Every route the app registered, however registered (`METHOD /url`): a route that is not a
     * declared endpoint escapes the authorisation matrix and the bad-input tests, so the matrix
     * test lists them (D322).
     */
    routeTable: string[];
  }
}

/** Records every route the app and its plugins register into `app.routeTable` (call before any route). */
export function recordRoutes(app: FastifyInstance): void {
  app.decorate('routeTable', []);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) app.routeTable.push(`${method} ${route.url}`);
  });
}

export function registerEndpoint<E extends Endpoint>(
  app: FastifyInstance,
  db: Db,
  endpoint: E,
  handler: Handler<E>,
): void {
  app.endpointTable.push(endpoint);
  app.route({
    method: endpoint.method,
    url: '/api' + toRoutePattern(endpoint.path),
    schema: {
      summary: endpoint.summary,
      tags: [endpoint.path.split('/')[1] ?? 'api'],
      ...(endpoint.auth > 0 ? { security: [{ bearer: [] }] } : {}),
      ...(endpoint.params ? { params: endpoint.params } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(endpoint.body ? { body: endpoint.body } : {}),
      response: {
        200: z.object({ data: endpoint.response }),
        '4xx': ErrorBodySchema,
        '5xx': ErrorBodySchema,
      },
    },
    preHandler: async (request, reply) => {
      await enforceAccess(db, request, endpoint);
      await applyIdempotencyKey(db, request, reply);
      if (reply.sent) return reply;
    },
    handler: async (request, reply) => {
      const data = await handler({
        params: request.params as ParamsOf<E>,
        query: request.query as QueryOf<E>,
        body: request.body as BodyOf<E>,
        request,
        reply,
      });
      return { data };
    },
  });
}
