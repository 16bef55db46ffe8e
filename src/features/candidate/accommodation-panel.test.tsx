import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { onlineManager, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import AccommodationPanel from './accommodation-panel.tsx';

afterEach(() => {
  cleanup();
  onlineManager.setOnline(true);
});

function renderPanel(client: QueryClient) {
  i18n.loadAndActivate({ locale: 'en', messages: {} });
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <AccommodationPanel refId="ref-1" />
      </QueryClientProvider>
    </I18nProvider>,
  );
}

// Session 43's full run: offline, the tracker's accommodations said "Loading…" for as long as the
// network stayed off (never a spinner that waits forever).
describe("the tracker's accommodations offline", () => {
  it('given no network and nothing kept, then it says asking needs a connection, not "Loading…"', async () => {
    onlineManager.setOnline(false);
    renderPanel(new QueryClient({ defaultOptions: { queries: { retry: false } } }));
    expect(await screen.findByText(/Asking for one needs a connection/)).toBeTruthy();
    expect(screen.queryByText('Loading…')).toBeNull();
  });

  it('given the network returns, then the paused read runs and the page shows the answer', async () => {
    onlineManager.setOnline(false);
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const asked: string[] = [];
    const realFetch = globalThis.fetch;
    globalThis.fetch = (async (input: RequestInfo | URL) => {
      asked.push(String(input));
      return new Response(
        JSON.stringify({ data: { requests: [], approved_kinds: [], time_accommodation: 1, can_ask: true } }),
        { status: 200, headers: { 'content-type': 'application/json' } },
      );
    }) as typeof fetch;
    try {
      renderPanel(client);
      await screen.findByText(/Asking for one needs a connection/);
      expect(asked).toEqual([]);
      await act(async () => onlineManager.setOnline(true));
      await expect.poll(() => asked.length).toBe(1);
      expect(asked[0]).toContain('ref-1');
    } finally {
      globalThis.fetch = realFetch;
    }
  });
});
