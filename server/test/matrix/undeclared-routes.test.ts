import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { defineEndpoint } from '../../../contracts/endpoint.ts';
import { undeclaredRoutes } from './undeclared-routes.ts';

const declared = defineEndpoint({
  method: 'GET',
  path: '/things/v1/{thingId}/',
  access: 'signed-in',
  summary: 'A thing',
  params: z.object({ thingId: z.string() }),
  response: z.object({}),
});

describe('routes outside the declarations (D322)', () => {
  it('given a route registered straight on Fastify, then it is listed; a declared one, its HEAD, the named exceptions and pages outside /api are not', () => {
    const routes = [
      'GET /api/things/v1/:thingId/',
      'HEAD /api/things/v1/:thingId/',
      'POST /api/things/v1/:thingId/',
      'GET /api/secret/',
      'GET /api/openapi.json',
      'HEAD /api/openapi.json',
      'PATCH /api/tus/videos/:uploadId',
      'GET /assets/*',
    ];
    expect(undeclaredRoutes(routes, [declared])).toEqual(['POST /api/things/v1/:thingId/', 'GET /api/secret/']);
  });
});
