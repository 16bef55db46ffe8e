/** The messaging provider's form (D236): what someone types survives the reads that land meanwhile. */
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { notifyManager, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { SmsConnection } from '../../../contracts/sms.ts';
import { MessagingSettings } from './messaging-settings.tsx';
import { messagingKeys } from './messaging.queries.ts';

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const failing: SmsConnection = {
  connected: true,
  adapter: 'smpp',
  address: 'smpp://127.0.0.1:2775',
  username: 'assay',
  has_secret: true,
  rate_per_minute: 30,
  status: 'failing',
  last_error: 'The SMSC refused the bind: ESME_RBINDFAIL.',
  checked_at: '2026-11-27T10:00:00.000Z',
  webhook_path: '/api/integration/v1/messaging/inbound/1/',
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function stubServer(answered: () => Promise<void> = () => Promise.resolve()) {
  const saved: Record<string, unknown>[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      const method = init?.method ?? 'GET';
      if (url.includes('/integration/v1/messaging/connection/') && method === 'GET')
        return json(200, { data: failing });
      if (url.includes('/integration/v1/messaging/connection/') && method === 'PUT') {
        saved.push(JSON.parse(String(init?.body)) as Record<string, unknown>);
        await answered();
        return json(200, { data: { ok: false, reason: failing.last_error, connection: failing } });
      }
      if (url.includes('/integration/v1/messaging/messages/')) return json(200, { data: { results: [], count: 0 } });
      return json(404, { code: 'not_found', message: 'Not found' });
    }),
  );
  return saved;
}

function show(client: QueryClient) {
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <MessagingSettings accountId={1} meetingBaseUrl="" />
      </QueryClientProvider>
    </I18nProvider>,
  );
}

describe('the messaging provider form', () => {
  it('given a failed test, when the corrected password is typed and the connection is read again meanwhile, then the password stays and is what the next save sends', async () => {
    const saved = stubServer();
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    show(client);
    const password = () => screen.getByLabelText('Password') as HTMLInputElement;
    fireEvent.change(await screen.findByLabelText('Password'), { target: { value: 'wrong' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save and test' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    await waitFor(() => expect(password().value).toBe(''));

    fireEvent.change(password(), { target: { value: 'smsc-pass-1' } });
    // A read that lands while the person types: the one a save starts, a refetch on focus.
    await act(() => client.refetchQueries({ queryKey: messagingKeys.connection(1) }));
    // Query tells its observers in a task of its own: let it, and the render it causes, run.
    await act(() => new Promise<void>((resolve) => notifyManager.schedule(resolve)));
    expect(password().value).toBe('smsc-pass-1');

    fireEvent.click(screen.getByRole('button', { name: 'Save and test' }));
    await waitFor(() => expect(saved).toHaveLength(2));
    expect(saved[1]).toMatchObject({ secret: 'smsc-pass-1', address: 'smpp://127.0.0.1:2775', username: 'assay' });
  });

  it('given a test still running, when another password is typed meanwhile, then the answer does not empty the field', async () => {
    let answer = () => undefined as void;
    const saved = stubServer(() => new Promise<void>((resolve) => (answer = resolve)));
    show(new QueryClient({ defaultOptions: { queries: { retry: false } } }));
    const password = () => screen.getByLabelText('Password') as HTMLInputElement;
    fireEvent.change(await screen.findByLabelText('Password'), { target: { value: 'wrong' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save and test' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    await screen.findByRole('button', { name: 'Testing…' });
    fireEvent.change(password(), { target: { value: 'smsc-pass-1' } });
    answer();
    // The test settled, its answer handled: the button is itself again.
    expect(await screen.findByRole('button', { name: 'Save and test' })).toBeTruthy();
    expect(password().value).toBe('smsc-pass-1');
  });
});
