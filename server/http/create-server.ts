/**
 * The Fastify instance the config asks for: its logger, limits and request ids, and over TLS
 * HTTP/2 with HTTP/1.1 beside it.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import { logDestination, RequestLog } from './request-log.ts';

function readPem(variable: string, file: string): Buffer {
  try {
    return fs.readFileSync(file);
  } catch (error) {
    throw new Error(`${variable} names ${file}, which cannot be read: ${(error as Error).message}`, { cause: error });
  }
}

/** A proxy's X-Request-Id when it looks like one (so one id follows the request through), else a new one. */
function requestIdOf(request: { headers: Record<string, string | string[] | undefined> }): string {
  const given = request.headers['x-request-id'];
  return typeof given === 'string' && /^[\w.:-]{8,100}$/.test(given) ? given : randomUUID();
}

export function createServer(config: Config): FastifyInstance {
  // One buffered line per request (server/http/request-log.ts); nothing at all when silent (tests).
  const destination = config.logLevel === 'silent' ? undefined : logDestination();
  const options = {
    logger: { level: config.logLevel, ...(destination ? { stream: destination } : {}) },
    bodyLimit: 1024 * 1024,
    trustProxy: process.env.TRUST_PROXY === '1',
    genReqId: requestIdOf,
    logController: new RequestLog(() => destination?.flush()),
  };
  if (!config.tls) return Fastify(options);
  // Over TLS a browser gets HTTP/2: every file a first page needs shares one connection instead
  // of queueing on six (D92).
  const https = {
    allowHTTP1: true,
    cert: readPem('TLS_CERT_FILE', config.tls.certFile),
    key: readPem('TLS_KEY_FILE', config.tls.keyFile),
  };
  // Routes and hooks only use what HTTP/1.1 and HTTP/2 requests share, so one instance type serves both.
  return Fastify({ ...options, http2: true, https }) as unknown as FastifyInstance;
}
