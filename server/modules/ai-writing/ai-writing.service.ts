/**
 * Writing help: one relayed call to an OpenAI-compatible chat-completions endpoint per request,
 * with the server's key. The answer comes back as server-sent events (contracts/ai-writing.ts).
 */
import { Readable } from 'node:stream';
import { AiWritingErrorCode, type AiWritingRequest } from '../../../contracts/ai-writing.ts';
import { ErrorCode } from '../../../contracts/error-codes.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { HttpError, invalid } from '../../http/http-error.ts';
import { hit } from '../../http/rate-limit.ts';
import { buildMessages } from './ai-writing.prompts.ts';
import { readCompletionDeltas } from './upstream-events.ts';
import { createStreamingSanitizer } from './streaming-sanitizer.ts';

export type AiConfig = NonNullable<Config['ai']>;

export const REQUESTS_PER_MINUTE = 10;

export async function limitRequests(db: Db, userId: number, rateLimitFactor: number): Promise<void> {
  const result = await hit(db, {
    bucket: `ai-writing:user:${userId}`,
    max: REQUESTS_PER_MINUTE * rateLimitFactor,
    windowSeconds: 60,
  });
  if (!result.allowed) {
    throw new HttpError(
      429,
      ErrorCode.rateLimited,
      `Too many writing-help requests. Please wait ${result.retryAfterSeconds} seconds and try again.`,
      undefined,
      { 'Retry-After': String(result.retryAfterSeconds) },
    );
  }
}

export function notConfigured(): HttpError {
  return new HttpError(503, AiWritingErrorCode.notConfigured, 'Writing help is not set up on this server.');
}

function unavailable(): HttpError {
  return new HttpError(
    502,
    AiWritingErrorCode.upstreamUnavailable,
    'The writing-help service could not be reached. Please try again later.',
  );
}
function timedOut(): HttpError {
  return new HttpError(
    504,
    AiWritingErrorCode.upstreamTimeout,
    'The writing-help service took too long to answer. Please try again.',
  );
}
function refused(status: number): HttpError {
  return new HttpError(
    502,
    AiWritingErrorCode.upstreamRefused,
    `The writing-help service refused the request (status ${status}). Please try again later.`,
  );
}

/**
 * Opens the upstream stream; failures before the answer begins throw an HttpError. `cancel`
 * ends the upstream call when the browser goes away.
 */
export async function streamSuggestion(
  ai: AiConfig,
  request: AiWritingRequest,
  cancel: AbortSignal,
): Promise<Readable> {
  if (request.action === 'generate' && !request.prompt) throw invalid('prompt', 'Say what to write.');
  if (request.action !== 'generate' && !request.text.trim()) throw invalid('text', 'There is no text to work on.');
  const controller = new AbortController();
  cancel.addEventListener('abort', () => controller.abort());
  // No piece for ai.idleTimeoutMs (before the first or between two) ends the request as a timeout.
  let isTimedOut = false;
  const timeOut = () => {
    isTimedOut = true;
    controller.abort();
  };
  let idle = setTimeout(timeOut, ai.idleTimeoutMs);
  const touch = () => {
    clearTimeout(idle);
    idle = setTimeout(timeOut, ai.idleTimeoutMs);
  };

  let response: Response;
  try {
    response = await fetch(`${ai.baseUrl}/chat/completions`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'text/event-stream',
        ...(ai.apiKey ? { authorization: `Bearer ${ai.apiKey}` } : {}),
      },
      body: JSON.stringify({ model: ai.model, stream: true, messages: buildMessages(request) }),
      signal: controller.signal,
    });
  } catch {
    clearTimeout(idle);
    throw isTimedOut ? timedOut() : unavailable();
  }
  if (!response.ok || !response.body) {
    clearTimeout(idle);
    await response.body?.cancel().catch(() => undefined);
    throw refused(response.status);
  }
  const body = response.body;

  async function* events(): AsyncGenerator<string> {
    const sanitizer = createStreamingSanitizer();
    const emit = (step: { append: string } | { replace: string }) =>
      'append' in step
        ? step.append
          ? sse(undefined, { text: step.append })
          : ''
        : sse('replace', { text: step.replace });
    try {
      for await (const piece of readCompletionDeltas(withTouch(body, touch))) {
        const out = emit(sanitizer.push(piece));
        if (out) yield out;
      }
      const rest = emit(sanitizer.finish());
      if (rest) yield rest;
      yield sse('done', {});
    } catch {
      if (cancel.aborted) return;
      const error = isTimedOut ? timedOut() : unavailable();
      yield sse('error', { code: error.code, message: error.message });
    } finally {
      clearTimeout(idle);
    }
  }
  return Readable.from(events());
}

async function* withTouch(body: ReadableStream<Uint8Array>, touch: () => void): AsyncGenerator<Uint8Array> {
  const reader = body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      touch();
      yield value;
    }
  } finally {
    reader.releaseLock();
  }
}

function sse(event: string | undefined, data: unknown): string {
  return `${event ? `event: ${event}\n` : ''}data: ${JSON.stringify(data)}\n\n`;
}
