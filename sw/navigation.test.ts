import { describe, expect, it } from 'vitest';
import { asksNetworkFirst, networkFirst } from './navigation.ts';

const shell = () => Promise.resolve(new Response('cached shell', { headers: { 'content-security-policy': 'old' } }));
const page = new Request('https://assay.test/account/dashboard/custom?eId=1');

describe("the worker's answer to a navigation", () => {
  it('asks the network first for staff and admin pages, never for candidate or public ones', () => {
    expect(asksNetworkFirst('/account/dashboard/custom')).toBe(true);
    expect(asksNetworkFirst('/smartreq-detail/dashboard/overview')).toBe(true);
    expect(asksNetworkFirst('/settings/import-data')).toBe(true);
    expect(asksNetworkFirst('/user/assessment-questions')).toBe(false);
    expect(asksNetworkFirst('/user/progress-tracker')).toBe(false);
    expect(asksNetworkFirst('/login')).toBe(false);
  });

  it("given the network answers, then the page has today's headers (a dashboard's site added since the shell was cached)", async () => {
    const fresh = await networkFirst(
      page,
      shell,
      async () =>
        new Response('page', { headers: { 'content-security-policy': "frame-src 'self' https://bi.example" } }),
    );
    expect(fresh.headers.get('content-security-policy')).toContain('https://bi.example');
  });

  it('given no network, an error page or no answer in time, then the cached shell opens', async () => {
    expect(await (await networkFirst(page, shell, () => Promise.reject(new TypeError('offline')))).text()).toBe(
      'cached shell',
    );
    expect(await (await networkFirst(page, shell, async () => new Response('down', { status: 502 }))).text()).toBe(
      'cached shell',
    );
    const never = (_request: Request, signal: AbortSignal) =>
      new Promise<Response>((_resolve, reject) => signal.addEventListener('abort', () => reject(signal.reason)));
    expect(await (await networkFirst(page, shell, never, 20)).text()).toBe('cached shell');
  });
});
