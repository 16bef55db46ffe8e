import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, call, REFRESH_RETRY_DELAYS_MS, setAccessToken, setSessionExpiredHandler } from './api-client.ts';
import { currentUser } from './api/auth.ts';
import { getUser } from './api/user.ts';

type Handler = (url: string, init: RequestInit) => Response | Promise<Response>;

function fakeFetch(handler: Handler) {
  const calls: { url: string; init: RequestInit }[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return handler(url, init);
  });
  return calls;
}

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  setAccessToken(undefined);
  setSessionExpiredHandler(() => {});
});

describe('the API client', () => {
  it('given a success, then it unwraps data and sends the bearer token', async () => {
    setAccessToken('abc');
    const calls = fakeFetch(() => json(200, { data: { user_id: 1 } }));
    const data = await call(getUser, { params: { userId: 7 } });
    expect(data).toEqual({ user_id: 1 });
    expect(calls[0]!.url).toBe('/api/user/v1/7/');
    expect((calls[0]!.init.headers as Record<string, string>).Authorization).toBe('Bearer abc');
  });

  it('given three requests that all get 401, then one refresh runs and all three are retried with the new token', async () => {
    setAccessToken('old');
    let refreshes = 0;
    const calls = fakeFetch(async (url, init) => {
      if (url.endsWith('/token-refresh/')) {
        refreshes++;
        await new Promise((r) => setTimeout(r, 10));
        return json(200, { data: { token: 'new', refresh: 'r2' } });
      }
      const auth = (init.headers as Record<string, string>).Authorization;
      return auth === 'Bearer new'
        ? json(200, { data: { ok: url } })
        : json(401, { message: 'expired', code: 'unauthenticated' });
    });
    const results = await Promise.all([1, 2, 3].map((id) => call(getUser, { params: { userId: id } })));
    expect(refreshes).toBe(1);
    expect(results.map((r) => (r as unknown as { ok: string }).ok)).toEqual([
      '/api/user/v1/1/',
      '/api/user/v1/2/',
      '/api/user/v1/3/',
    ]);
    expect(calls.filter((c) => c.url.includes('/user/v1/')).length).toBe(6);
  });

  it('given a refresh that fails, then the session-expired handler runs and the call fails', async () => {
    const expired = vi.fn();
    setSessionExpiredHandler(expired);
    fakeFetch((url) =>
      url.endsWith('/token-refresh/')
        ? json(401, { message: 'no', code: 'invalid_refresh_token' })
        : json(401, { message: 'expired', code: 'unauthenticated' }),
    );
    await expect(call(getUser, { params: { userId: 1 } })).rejects.toBeInstanceOf(ApiError);
    expect(expired).toHaveBeenCalledTimes(1);
  });

  it('given a refresh whose reply is lost once, then it is tried again, the call goes through and the session stays', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    const expired = vi.fn();
    setSessionExpiredHandler(expired);
    setAccessToken('old');
    let refreshes = 0;
    fakeFetch((url, init) => {
      if (url.endsWith('/token-refresh/')) {
        refreshes++;
        // The server rotated the token; its answer never reached the device.
        if (refreshes === 1) throw new TypeError('Failed to fetch');
        return json(200, { data: { token: 'new' } });
      }
      const auth = (init.headers as Record<string, string>).Authorization;
      return auth === 'Bearer new' ? json(200, { data: { user_id: 1 } }) : json(401, { code: 'unauthenticated' });
    });
    const result = call(getUser, { params: { userId: 1 } });
    await vi.runAllTimersAsync();
    await expect(result).resolves.toEqual({ user_id: 1 });
    expect(refreshes).toBe(2);
    expect(expired).not.toHaveBeenCalled();
  });

  it('given a refresh that never gets a reply, then the call fails as a network error and the person stays signed in', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    const expired = vi.fn();
    setSessionExpiredHandler(expired);
    setAccessToken('old');
    let refreshes = 0;
    fakeFetch((url) => {
      if (!url.endsWith('/token-refresh/')) return json(401, { code: 'unauthenticated' });
      refreshes++;
      // A server restarting answers 503 on the way: no verdict on the session either.
      if (refreshes === 2) return json(503, { message: 'restarting' });
      throw new TypeError('Failed to fetch');
    });
    const result = call(getUser, { params: { userId: 1 } }).catch((error: unknown) => error);
    await vi.runAllTimersAsync();
    const error = await result;
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).hasResponse).toBe(false);
    expect(refreshes).toBe(1 + REFRESH_RETRY_DELAYS_MS.length);
    expect(expired).not.toHaveBeenCalled();
  });

  it('given skipRetry, then a 401 fails at once without a refresh', async () => {
    const calls = fakeFetch(() => json(401, { message: 'no', code: 'unauthenticated' }));
    await expect(call(currentUser, { skipRetry: true })).rejects.toMatchObject({ status: 401 });
    expect(calls).toHaveLength(1);
  });

  it('given no response at all, then the error says it had no response', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    const error = await call(currentUser, { skipRetry: true }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).hasResponse).toBe(false);
  });

  it('given a 429, then the error carries the code and Retry-After', async () => {
    fakeFetch(() => json(429, { message: 'Too many attempts.', code: 'rate_limited' }, { 'Retry-After': '42' }));
    const error = (await call(currentUser, { skipRetry: true }).catch((e: unknown) => e)) as ApiError;
    expect(error.code).toBe('rate_limited');
    expect(error.retryAfterSeconds).toBe(42);
  });
});
