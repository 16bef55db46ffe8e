/** The embedded dashboards' settings (D235): the secret key is write-only. */
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { BiEmbed } from '../../../contracts/bi-embeds.ts';
import { BiEmbedSettings } from './bi-embed-settings.tsx';

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const embed: BiEmbed = {
  embed_id: 4,
  account_id: 1,
  name: 'Pipeline',
  site_url: 'https://bi.example.test',
  dashboard: 12,
  scope: 'company',
  has_secret: true,
  status: 'connected',
  last_error: '',
  checked_at: null,
  updated_at: '2026-11-26T10:00:00.000Z',
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function stubServer() {
  const sent: { method: string; url: string; body: Record<string, unknown> }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      const method = init?.method ?? 'GET';
      if (method === 'GET' && url.endsWith('/integration/v1/account/1/bi-embeds/')) return json(200, { data: [embed] });
      if (method !== 'GET') {
        sent.push({ method, url, body: JSON.parse(String(init?.body)) as Record<string, unknown> });
        return json(200, { data: embed });
      }
      return json(404, { code: 'not_found', message: 'Not found' });
    }),
  );
  return sent;
}

function show() {
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <BiEmbedSettings accountId={1} />
      </QueryClientProvider>
    </I18nProvider>,
  );
}

describe('embedded dashboards in the integrations settings', () => {
  it('given a stored dashboard, when it is edited, then the secret field starts empty and an empty one is sent (the server keeps the key)', async () => {
    const sent = stubServer();
    show();
    fireEvent.click(await screen.findByRole('button', { name: /Edit\s+Pipeline/ }));
    const secret = screen.getByLabelText('Embedding secret key') as HTMLInputElement;
    expect(secret.value).toBe('');
    expect(secret.type).toBe('password');
    expect(screen.getByText(/A key is stored and never shown/)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Hiring pipeline' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save dashboard' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      method: 'PUT',
      body: { name: 'Hiring pipeline', site_url: 'https://bi.example.test', dashboard: 12, secret: '' },
    });
  });

  it('given a new dashboard, when it is saved without a secret key, then the field says so and nothing is sent', async () => {
    const sent = stubServer();
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Add an embedded dashboard' }));
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Funnel' } });
    fireEvent.change(screen.getByLabelText('Metabase address'), { target: { value: 'https://bi.example.test' } });
    fireEvent.change(screen.getByLabelText('Dashboard number'), { target: { value: '3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save dashboard' }));
    expect(await screen.findByText('Enter the embedding secret key from the BI server.')).toBeTruthy();
    expect(sent).toHaveLength(0);
  });
});
