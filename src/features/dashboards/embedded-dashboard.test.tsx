/** An embedded BI dashboard on screen (D235): a sandboxed frame at the signed address, named after the embed. */
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
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
