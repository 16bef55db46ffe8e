/**
 * The only place the browser talks to the API. Adds the access token, unwraps `{ data }`,
 * turns failures into ApiError, and on a 401 refreshes the session once while concurrent
 * requests wait for that one refresh (seed 000 section 4, "Session refresh").
 */
import type { BodyOf, Endpoint, EndpointRoute, ParamsOf, QueryOf, ResponseOf } from '../../contracts/endpoint.ts';
import { fillPath } from '../../contracts/endpoint.ts';
import type { ErrorBody } from '../../contracts/endpoint.ts';
import { tokenRefresh } from './api/auth.ts';
import { deviceId } from './device-id.ts';
import { i18n } from '@lingui/core';

export const API_BASE = '/api';

export class ApiError extends Error {
  readonly status: number | undefined;
  readonly code: string | undefined;
  readonly errors: ErrorBody['errors'];
  readonly hasResponse: boolean;
  readonly retryAfterSeconds: number | undefined;
  /** The server's id for the request, to find it in its logs. */
  readonly requestId: string | undefined;

  constructor(init: { status?: number; body?: Partial<ErrorBody> | undefined; retryAfter?: string | null }) {
    super(init.body?.message ?? (init.status ? `HTTP ${init.status}` : 'Network Error'));
    this.name = 'ApiError';
    this.status = init.status;
    this.code = init.body?.code;
    this.errors = init.body?.errors;
    this.hasResponse = init.status !== undefined;
    this.retryAfterSeconds = init.retryAfter ? Number(init.retryAfter) || undefined : undefined;
    this.serverMessage = init.body?.message;
    this.requestId = init.body?.request_id;
  }

  readonly serverMessage: string | undefined;
}

export interface CallOptions<E> {
  params?: ParamsOf<E>;
  query?: QueryOf<E>;
  body?: BodyOf<E>;
  /** Do not refresh-and-retry on 401 (the startup user fetch, the refresh itself). */
  skipRetry?: boolean;
  idempotencyKey?: string;
  signal?: AbortSignal;
}

let accessToken: string | undefined;
let refreshing: Promise<boolean | undefined> | undefined;
let onSessionExpired: () => void = () => {};

export function setAccessToken(token: string | undefined): void {
  accessToken = token;
}
export function hasAccessToken(): boolean {
  return accessToken !== undefined;
}
/** For file-transfer.ts only: uploads with progress and downloads of blobs cannot go through `call`. */
export function currentAccessToken(): string | undefined {
  return accessToken;
}
export function setSessionExpiredHandler(handler: () => void): void {
  onSessionExpired = handler;
}

function buildUrl(path: string, query: unknown): string {
  const url = API_BASE + path;
  if (!query || typeof query !== 'object') return url;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const qs = search.toString();
  return qs ? `${url}?${qs}` : url;
}

async function send<E extends Endpoint>(endpoint: EndpointRoute<E>, options: CallOptions<E>): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (accessToken) headers.Authorization = `Bearer ${accessToken}`;
  if (options.idempotencyKey) headers['Idempotency-Key'] = options.idempotencyKey;
  // Names this browser profile for the server's attempt lease (promise 10; contracts/attempt-lease.ts).
  headers['X-Assay-Device'] = deviceId();
  // The server words the refusals it makes for every endpoint in this language (D265).
  if (i18n.locale) headers['Accept-Language'] = i18n.locale;
  // A DELETE carries a body only when given one: a step-up proof (contracts/step-up.ts, D262).
  const hasBody = endpoint.method !== 'GET' && (endpoint.method !== 'DELETE' || options.body !== undefined);
  if (hasBody) headers['Content-Type'] = 'application/json';
  try {
    return await fetch(buildUrl(fillPath(endpoint.path, options.params as Record<string, unknown>), options.query), {
      method: endpoint.method,
      headers,
      credentials: 'same-origin',
      body: hasBody ? JSON.stringify(options.body ?? {}) : undefined,
      signal: options.signal,
    });
  } catch (cause) {
    if (options.signal?.aborted) throw cause;
    throw new ApiError({});
  }
}

/**
 * The waits between the tries of a refresh that got no reply, online. The server still rotates
 * the token it rotated a moment ago within its grace (REFRESH_REUSE_GRACE_MS, 30 s), so the tries
 * fall well inside it.
 */
export const REFRESH_RETRY_DELAYS_MS = [500, 2_000, 5_000] as const;

/**
 * Whether a failure is no verdict on the request (D279, D301): no response, or one a server busy,
 * restarting or behind a proxy gives (5xx, 408, 429). Only an answer that judges the request (a
 * 4xx but those) is a refusal.
 */
export function isNoVerdict(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  const status = error.status;
  return status === undefined || status >= 500 || status === 408 || status === 429;
}

/**
 * One refresh for everyone who got a 401 at the same moment. True: a new access token. False: the
 * server refused (the session is over). Undefined: no reply that says so (the network, an answer
 * lost on its way back after the server rotated the token, a server busy or restarting: 5xx, 408,
 * 429), tried again while online; only a refusal ends the session, and a call whose refresh got no
 * reply fails as a network error does (the outbox keeps the answer for later).
 */
export function refreshOutcome(): Promise<boolean | undefined> {
  refreshing ??= (async () => {
    try {
      for (let i = 0; ; i++) {
        try {
          setAccessToken((await call(tokenRefresh, { body: {}, skipRetry: true })).token);
          return true;
        } catch (error) {
          if (!isNoVerdict(error)) {
            setAccessToken(undefined);
            return false;
          }
        }
        if (i === REFRESH_RETRY_DELAYS_MS.length || !navigator.onLine) return undefined;
        await new Promise((resolve) => setTimeout(resolve, REFRESH_RETRY_DELAYS_MS[i]));
      }
    } finally {
      queueMicrotask(() => (refreshing = undefined));
    }
  })();
  return refreshing;
}

/** Whether the session was refreshed (false when refused, or when no reply came). */
export async function refreshSession(): Promise<boolean> {
  return (await refreshOutcome()) === true;
}

/** After a 401: refreshed (send again), the session over (signed out), or no reply (a network error). */
async function afterUnauthorized(response: Response): Promise<void> {
  const refreshed = await refreshOutcome();
  if (refreshed) return;
  if (refreshed === undefined) throw new ApiError({});
  onSessionExpired();
  throw await toError(response);
}

export async function call<E extends Endpoint>(
  endpoint: EndpointRoute<E>,
  options: CallOptions<E> = {},
): Promise<ResponseOf<E>> {
  let response = await send(endpoint, options);
  if (response.status === 401 && !options.skipRetry) {
    await afterUnauthorized(response);
    response = await send(endpoint, options);
  }
  if (!response.ok) throw await toError(response);
  if (response.status === 204) return undefined as ResponseOf<E>;
  const json = (await response.json()) as { data: ResponseOf<E> };
  return json.data;
}

/** For answers that are not the JSON envelope (an event stream): the body once the status is ok. */
export async function callForStream<E extends Endpoint>(
  endpoint: EndpointRoute<E>,
  options: CallOptions<E> = {},
): Promise<ReadableStream<Uint8Array>> {
  let response = await send(endpoint, options);
  if (response.status === 401 && !options.skipRetry) {
    await afterUnauthorized(response);
    response = await send(endpoint, options);
  }
  if (!response.ok || !response.body) throw await toError(response);
  return response.body;
}

async function toError(response: Response): Promise<ApiError> {
  let body: Partial<ErrorBody> | undefined;
  try {
    body = (await response.clone().json()) as Partial<ErrorBody>;
  } catch {
    body = undefined;
  }
  return new ApiError({ status: response.status, body, retryAfter: response.headers.get('Retry-After') });
}
