/**
 * /integration/v1/speed-test/: bytes out, bytes in, a tiny ping, and the result. Our own server
 * only, no outside service. Download and upload are routed by hand (their bodies are not JSON) with
 * the same auth check and table entry as every endpoint; both count against a per-user limit, and
 * the upload checks the user and the limit before reading a byte of the body.
 */
import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as z from 'zod/mini';
import * as speed from '../../../contracts/speed-test.ts';
import { ErrorCode } from '../../../contracts/error-codes.ts';
import { ErrorBodySchema, toRoutePattern } from '../../../contracts/endpoint.ts';
import type { Db } from '../../db/database.ts';
import { checkAuthLevel, requireUser } from '../../http/auth-context.ts';
import { HttpError, invalid } from '../../http/http-error.ts';
import { enforceLimits } from '../../http/rate-limit.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import { activityLeaseRequest, DEFAULT_ACTIVITY_LEASE_MS, deviceOf } from '../attempt-lease/index.ts';
import { saveSpeedTestResult } from './speed-test.service.ts';

/** Without ?bytes= (a probe, a mistake): a small answer. */
const DEFAULT_DOWNLOAD_BYTES = 64 * 1024;
/** One block of random bytes, sent over and over: incompressible, and no per-request cost. */
const BLOCK = randomBytes(256 * 1024);

const tooLarge = () =>
  new HttpError(413, ErrorCode.payloadTooLarge, `Send at most ${speed.SPEED_UPLOAD_MAX_BYTES} bytes.`);

/** Streams `total` bytes from BLOCK, respecting back-pressure. */
function byteStream(total: number): Readable {
  let sent = 0;
  return new Readable({
    read() {
      if (sent >= total) {
        this.push(null);
        return;
      }
      const size = Math.min(BLOCK.length, total - sent);
      sent += size;
      this.push(size === BLOCK.length ? BLOCK : BLOCK.subarray(0, size));
    },
  });
}

async function signedInAndLimited(db: Db, request: FastifyRequest): Promise<void> {
  await checkAuthLevel(db, request, 1);
  const user = requireUser(request);
  await enforceLimits(db, [
    { bucket: `speed-test:${user.user_id}`, max: speed.SPEED_REQUESTS_PER_MINUTE, windowSeconds: 60 },
  ]);
}

export function registerSpeedTestRoutes(app: FastifyInstance, db: Db, leaseMs = DEFAULT_ACTIVITY_LEASE_MS): void {
  registerEndpoint(app, db, speed.speedTestPing, async ({ reply }) => {
    void reply.header('Cache-Control', 'no-store');
    return { ok: true };
  });

  registerEndpoint(app, db, speed.saveSpeedTestResult, async ({ body, request }) =>
    saveSpeedTestResult(db, requireUser(request).user_id, body, activityLeaseRequest(deviceOf(request), leaseMs)),
  );

  app.endpointTable.push(speed.speedTestDownload);
  app.route({
    method: 'GET',
    url: '/api' + toRoutePattern(speed.speedTestDownload.path),
    schema: {
      summary: speed.speedTestDownload.summary,
      tags: ['integration'],
      security: [{ bearer: [] }],
      querystring: speed.speedTestDownload.query,
      response: { '4xx': ErrorBodySchema, '5xx': ErrorBodySchema },
    },
    preHandler: async (request) => signedInAndLimited(db, request),
    handler: async (request, reply) => {
      const { bytes } = request.query as z.infer<NonNullable<typeof speed.speedTestDownload.query>>;
      const total = bytes ?? DEFAULT_DOWNLOAD_BYTES;
      return reply
        .header('Content-Type', 'application/octet-stream')
        .header('Content-Length', String(total))
        .header('Cache-Control', 'no-store')
        .header('Content-Encoding', 'identity')
        .send(byteStream(total));
    },
  });

  // The upload's own scope: only here is an octet-stream body accepted, counted and discarded as it arrives.
  void app.register(async (scope) => {
    scope.addContentTypeParser('application/octet-stream', (_request, payload, done) => {
      let bytes = 0;
      let settled = false;
      const settle = (error: Error | null, value?: number) => {
        if (settled) return;
        settled = true;
        done(error, value);
      };
      payload.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
        if (bytes > speed.SPEED_UPLOAD_MAX_BYTES) {
          settle(tooLarge());
          payload.resume();
        }
      });
      payload.on('end', () => settle(null, bytes));
      payload.on('error', (error: Error) => settle(error));
    });
    scope.endpointTable.push(speed.speedTestUpload);
    scope.route({
      method: 'POST',
      url: '/api' + toRoutePattern(speed.speedTestUpload.path),
      schema: {
        summary: speed.speedTestUpload.summary,
        tags: ['integration'],
        security: [{ bearer: [] }],
        response: {
          200: z.object({ data: speed.speedTestUpload.response }),
          '4xx': ErrorBodySchema,
          '5xx': ErrorBodySchema,
        },
      },
      // Before the body is read: who, how often, how much.
      onRequest: async (request) => {
        await signedInAndLimited(db, request);
        if (Number(request.headers['content-length'] ?? 0) > speed.SPEED_UPLOAD_MAX_BYTES) throw tooLarge();
      },
      handler: async (request) => {
        if (typeof request.body !== 'number') throw invalid('body', 'Send the bytes as application/octet-stream.');
        return { data: { bytes: request.body } };
      },
    });
  });
}
