import type { FastifyInstance } from 'fastify';
import * as ai from '../../../contracts/ai-writing.ts';
import { ErrorBodySchema, toRoutePattern } from '../../../contracts/endpoint.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { checkAuthLevel, requireUser } from '../../http/auth-context.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import { limitRequests, notConfigured, streamSuggestion } from './ai-writing.service.ts';

/** Writing help for staff: whether it is set up, and the streamed suggestion (ai-writing.service.ts). */
export function registerAiWritingRoutes(app: FastifyInstance, db: Db, config: Config): void {
  registerEndpoint(app, db, ai.getAiWritingStatus, async () => ({ is_configured: config.ai !== undefined }));

  // The answer is an event stream, not the JSON envelope, so this one is routed by hand (same auth check, same table entry).
  app.endpointTable.push(ai.streamAiWriting);
  app.route({
    method: 'POST',
    url: '/api' + toRoutePattern(ai.streamAiWriting.path),
    compress: false,
    schema: {
      summary: ai.streamAiWriting.summary,
      tags: ['ai-writing'],
      security: [{ bearer: [] }],
      body: ai.AiWritingRequestSchema,
      response: { '4xx': ErrorBodySchema, '5xx': ErrorBodySchema },
    },
    preHandler: async (request) => {
      await checkAuthLevel(db, request, ai.streamAiWriting.auth);
    },
    handler: async (request, reply) => {
      const user = requireUser(request);
      if (!config.ai) throw notConfigured();
      await limitRequests(db, user.user_id, config.rateLimitFactor);
      const cancel = new AbortController();
      reply.raw.on('close', () => {
        if (!reply.raw.writableFinished) cancel.abort();
      });
      const stream = await streamSuggestion(config.ai, request.body as ai.AiWritingRequest, cancel.signal);
      return reply
        .header('content-type', 'text/event-stream; charset=utf-8')
        .header('cache-control', 'no-cache, no-store')
        .header('x-accel-buffering', 'no')
        .send(stream);
    },
  });
}
