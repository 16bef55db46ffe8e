/** The company's reply mailbox (D450) on the message templates page: its state said, its fields checked before a save. */
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ReplyMailbox } from '../../../contracts/replies.ts';

const saved: ReplyMailbox = {
  connected: true,
  host: 'imap.example.com',
  port: 993,
  security: 'tls',
  username: 'jobs@example.com',
  has_password: true,
  folder: 'INBOX',
  address: 'jobs@example.com',
  status: 'failing',
  last_error_kind: 'sign_in',
  last_error_detail: '[AUTHENTICATIONFAILED] Authentication failed.',
  checked_at: '2026-12-01T10:00:00.000Z',
  replies_received: 0,
  last_reply_at: null,
  allows_private: false,
  idle: 'off',
};
const call = vi.fn(async (route: { method: string }, _options?: unknown) =>
  route.method === 'GET'
    ? saved
    : {
        ok: true,
        failure: null,
        reason: '',
        detail: '',
        mailbox: { ...saved, status: 'connected', last_error_kind: null, last_error_detail: '' },
      },
);
vi.mock('../../lib/api-client.ts', async (original) => ({
  ...(await original<typeof import('../../lib/api-client.ts')>()),
  call: (route: { method: string }, options?: unknown) => call(route, options),
}));

const { ReplyMailboxForm } = await import('./reply-mailbox-form.tsx');

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));
afterEach(() => {
  cleanup();
  call.mockClear();
});

async function renderForm() {
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={new QueryClient()}>
        <ReplyMailboxForm accountId={1} />
      </QueryClientProvider>
    </I18nProvider>,
  );
  return screen.findByRole('form', { name: 'Reply mailbox (IMAP)' });
}

describe('the reply mailbox form', () => {
  it('given a mailbox that could not be read, then it says why, offers no clear connection on the internet, and keeps the saved password', async () => {
    const form = await renderForm();
    expect(within(form).getByRole('status').textContent).toContain(
      'The mail server refused the user name or password.',
    );
    // The server's own words beside it, as it said them.
    expect(within(form).getByText('[AUTHENTICATIONFAILED] Authentication failed.').getAttribute('translate')).toBe(
      'no',
    );
    const securities = within(screen.getByLabelText('Security')).getAllByRole('option');
    expect(securities.map((o) => o.getAttribute('value'))).toEqual(['tls', 'starttls']);
    expect(form.textContent).toContain('Leave empty to keep the saved one.');
  });

  it('given an address with a plus, then nothing is saved; corrected, the save sends the fields with the password left blank', async () => {
    await renderForm();
    fireEvent.change(screen.getByLabelText('Mailbox address'), { target: { value: 'jobs+x@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save and test' }));
    expect(await screen.findByText(/without a plus/)).toBeTruthy();
    expect(call.mock.calls.filter(([route]) => route.method === 'PUT')).toEqual([]);

    fireEvent.change(screen.getByLabelText('Mailbox address'), { target: { value: ' Jobs@Example.com ' } });
    fireEvent.change(screen.getByLabelText('Security'), { target: { value: 'starttls' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save and test' }));
    await vi.waitFor(() => expect(call.mock.calls.some(([route]) => route.method === 'PUT')).toBe(true));
    const [, options] = call.mock.calls.find(([route]) => route.method === 'PUT')!;
    expect(options).toMatchObject({
      params: { id: 1 },
      // The port follows the security's usual one when it was left at the old one's.
      body: { address: 'jobs@example.com', security: 'starttls', port: 143, password: '', folder: 'INBOX' },
    });
  });

  it('given the mailbox cannot be read, then its place in the page says so instead of staying empty', async () => {
    const { ApiError } = await import('../../lib/api-client.ts');
    call.mockImplementationOnce(async () => {
      throw new ApiError({ status: 503, body: { message: 'Service unavailable' } });
    });
    render(
      <I18nProvider i18n={i18n}>
        <QueryClientProvider client={new QueryClient()}>
          <ReplyMailboxForm accountId={1} />
        </QueryClientProvider>
      </I18nProvider>,
    );
    expect(screen.getByRole('status').textContent).toBe('Loading…');
    expect((await screen.findByRole('alert')).textContent).not.toBe('');
  });
});
