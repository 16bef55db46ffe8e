import { Writable } from 'node:stream';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { RequestLog, SLOW_REQUEST_MS } from './request-log.ts';

let app: FastifyInstance | undefined;
afterEach(async () => app?.close());

async function appLogging(level: string) {
  const lines: Record<string, unknown>[] = [];
  let flushes = 0;
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  const server = Fastify({
    logger: { level, stream },
    genReqId: () => 'req-12345678',
    logController: new RequestLog(() => (flushes += 1)),
  });
  server.get('/ok', async () => ({ ok: true }));
  server.get('/missing', async (_request, reply) => reply.status(404).send({ code: 'not_found' }));
  server.get('/boom', async () => {
    throw new Error('boom');
  });
  server.get('/slow', async () => {
    await new Promise((resolve) => setTimeout(resolve, SLOW_REQUEST_MS + 20));
    return { ok: true };
  });
  await server.ready();
  app = server as unknown as FastifyInstance;
  return { lines, flushes: () => flushes };
}

describe('request log', () => {
  it('given LOG_LEVEL=info, then one line per request with its request_id, status and time', async () => {
    const log = await appLogging('info');
    await app!.inject({ method: 'GET', url: '/ok' });
    await app!.inject({ method: 'GET', url: '/missing' });
    const requests = log.lines.filter((line) => line.msg === 'request');
    expect(requests).toHaveLength(2);
    expect(requests[0]).toMatchObject({
      level: 30,
      request_id: 'req-12345678',
      method: 'GET',
      url: '/ok',
      status: 200,
      ms: expect.any(Number),
    });
    expect(requests[1]).toMatchObject({ level: 30, url: '/missing', status: 404 });
    expect(log.lines.some((line) => line.msg === 'incoming request' || line.msg === 'request completed')).toBe(false);
    expect(log.flushes()).toBe(0);
  });

  it('given the default LOG_LEVEL=warn, then successful requests write nothing, a server error is logged with its request_id and flushed', async () => {
    const log = await appLogging('warn');
    await app!.inject({ method: 'GET', url: '/ok' });
    await app!.inject({ method: 'GET', url: '/missing' });
    expect(log.lines.filter((line) => line.msg === 'request')).toHaveLength(0);
    const boom = await app!.inject({ method: 'GET', url: '/boom' });
    expect(boom.statusCode).toBe(500);
    expect(log.lines.find((line) => line.msg === 'request failed')).toMatchObject({
      level: 50,
      request_id: 'req-12345678',
      url: '/boom',
      status: 500,
    });
    expect(log.flushes()).toBe(1);
  });

  it('given a request slower than SLOW_REQUEST_MS, then it is logged at warn', async () => {
    const log = await appLogging('warn');
    await app!.inject({ method: 'GET', url: '/slow' });
    const slow = log.lines.find((line) => line.msg === 'slow request');
    expect(slow).toMatchObject({ level: 40, url: '/slow', status: 200 });
    expect(slow!.ms as number).toBeGreaterThanOrEqual(SLOW_REQUEST_MS);
  });
});
