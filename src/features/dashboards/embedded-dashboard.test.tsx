/** An embedded BI dashboard on screen (D235): a sandboxed frame at the signed address, named after the embed. */
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { EmbeddedDashboard } from './embedded-dashboard.tsx';

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function show(target: Parameters<typeof EmbeddedDashboard>[0]['target']) {
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <EmbeddedDashboard target={target} embedId={4} name="Pipeline" />
      </QueryClientProvider>
    </I18nProvider>,
  );
}

describe('an embedded dashboard', () => {
  it('given a requisition, then its signed address is asked for that requisition and shown in a sandboxed frame titled with the name', async () => {
    // Not a real site: happy-dom would load the frame's address.
    const url = 'about:blank#bordered=true&titled=true';
    const fetch = vi.fn(async () =>
      json(200, { data: { url, expires_at: new Date(Date.now() + 600_000).toISOString() } }),
    );
    vi.stubGlobal('fetch', fetch);
    show({ kind: 'job', jobId: 9 });
    const frame = (await screen.findByTitle('Pipeline')) as HTMLIFrameElement;
    expect(frame.getAttribute('src')).toBe(url);
    expect(frame.getAttribute('sandbox')).toBe('allow-scripts allow-same-origin');
    expect(String((fetch.mock.calls[0] as unknown[])[0])).toMatch(/\/report\/v1\/smartreq\/9\/bi-embeds\/4\/url\/$/);
  });

  it('given its address renewed, then the frame stays, busy, until the new one is shown; another embed opens afresh (D488)', async () => {
    const waiting: ((url: string) => void)[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(
        () =>
          new Promise<Response>((resolve) =>
            waiting.push((url) =>
              resolve(json(200, { data: { url, expires_at: new Date(Date.now() + 600_000).toISOString() } })),
            ),
          ),
      ),
    );
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const frameOf = (embedId: number, name: string) => (
      <I18nProvider i18n={i18n}>
        <QueryClientProvider client={client}>
          <EmbeddedDashboard target={{ kind: 'job', jobId: 9 }} embedId={embedId} name={name} />
        </QueryClientProvider>
      </I18nProvider>
    );
    const { rerender } = render(frameOf(4, 'Pipeline'));
    expect(await screen.findByText('Opening the dashboard…')).toBeTruthy();
    await vi.waitFor(() => expect(waiting).toHaveLength(1));
    await act(async () => waiting[0]!('about:blank#first'));
    const frame = await screen.findByTitle('Pipeline');
    expect(frame.parentElement!.getAttribute('aria-busy')).toBe('false');

    await act(async () => void client.invalidateQueries());
    await vi.waitFor(() => expect(waiting).toHaveLength(2));
    expect(screen.queryByText('Opening the dashboard…')).toBeNull();
    expect(screen.getByTitle('Pipeline').getAttribute('src')).toBe('about:blank#first');
    await vi.waitFor(() => expect(screen.getByTitle('Pipeline').parentElement!.getAttribute('aria-busy')).toBe('true'));
    await act(async () => waiting[1]!('about:blank#renewed'));
    await vi.waitFor(() => expect(screen.getByTitle('Pipeline').getAttribute('src')).toBe('about:blank#renewed'));
    expect(screen.getByTitle('Pipeline').parentElement!.getAttribute('aria-busy')).toBe('false');

    rerender(frameOf(5, 'Sources'));
    expect(await screen.findByText('Opening the dashboard…')).toBeTruthy();
    expect(screen.queryByTitle('Pipeline')).toBeNull();
    await vi.waitFor(() => expect(waiting).toHaveLength(3));
    await act(async () => waiting[2]!('about:blank#second'));
    expect((await screen.findByTitle('Sources')).getAttribute('src')).toBe('about:blank#second');
  });

  it('given a refusal, then it says the dashboard could not be opened, with a retry', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(404, { code: 'not_found', message: 'Dashboard not found' })),
    );
    show({ kind: 'account', accountId: 1 });
    expect(await screen.findByText('This dashboard could not be opened.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
