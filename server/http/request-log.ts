/**
 * What the server logs about requests, and where (D127).
 *
 * One JSON line per request when it completes (Fastify writes two, "incoming request" and
 * "request completed"), with the request_id, method, url, status and time: at `error` for a 5xx,
 * `warn` for a request slower than SLOW_REQUEST_MS, `info` otherwise. So the default
 * LOG_LEVEL=warn still shows every server error and slow request, and LOG_LEVEL=info every request.
 *
 * Lines go to standard output through an asynchronous, buffered pino destination instead of one
 * synchronous write per line: the buffer is written once it holds 4 KiB, at least every second,
 * at once after a 5xx, and synchronously when the process exits (pino flushes its asynchronous
 * destinations on exit, a crash included). Only a SIGKILL can lose up to a second of lines.
 */
import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import pino from 'pino';

export const SLOW_REQUEST_MS = 1000;

/** The buffered destination for the server's log lines (standard output). */
export function logDestination(): pino.DestinationStream & { flush(): void } {
  return pino.destination({ dest: 1, sync: false, minLength: 4096, periodicFlush: 1000 });
}

export class RequestLog extends LogController {
  constructor(private readonly flush: () => void = () => {}) {
    super({ requestIdLogLabel: 'request_id' });
  }

  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const status = reply.statusCode;
    const ms = Math.round(reply.elapsedTime * 10) / 10;
    const failed = status >= 500 || Boolean(error);
    const level = failed ? 'error' : ms >= SLOW_REQUEST_MS ? 'warn' : 'info';
    if ((pino.levels.values[level] ?? 0) < (pino.levels.values[reply.log.level] ?? Infinity)) return;
    const line = {
      method: request.method,
      url: request.url,
      status,
      ms,
      ip: request.ip,
      ...(error ? { err: error } : {}),
    };
    reply.log[level](line, failed ? 'request failed' : ms >= SLOW_REQUEST_MS ? 'slow request' : 'request');
    if (failed) this.flush();
  }
}
