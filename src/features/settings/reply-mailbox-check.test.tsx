/** "Check now" on the reply mailbox (D464): it reads the mailbox at once and says what came in, or why it could not. */
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ReplyMailbox, ReplyMailboxCheck } from '../../../contracts/replies.ts';
import { store } from '../../lib/store.ts';
import { dismissNotification, notificationsAtom } from '../../ui/notifications.atoms.ts';

const saved: ReplyMailbox = {
  connected: true,
  host: 'imap.example.com',
  port: 993,
  security: 'tls',
  username: 'jobs@example.com',
  has_password: true,
  folder: 'INBOX',
  address: 'jobs@example.com',
  status: 'connected',
  last_error: '',
  checked_at: '2026-12-01T10:00:00.000Z',
  replies_received: 0,
  last_reply_at: null,
  allows_private: false,
};
let checked: ReplyMailboxCheck;
const call = vi.fn(async (route: { method: string; path: string }) => (route.method === 'GET' ? saved : checked));
vi.mock('../../lib/api-client.ts', async (original) => ({
  ...(await original<typeof import('../../lib/api-client.ts')>()),
  call: (route: { method: string; path: string }) => call(route),
}));

const { ReplyMailboxForm } = await import('./reply-mailbox-form.tsx');

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));
afterEach(() => {
  cleanup();
  call.mockClear();
  for (const n of store.get(notificationsAtom)) dismissNotification(n.id);
});

async function checkNow(): Promise<string[]> {
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={new QueryClient()}>
        <ReplyMailboxForm accountId={1} />
      </QueryClientProvider>
    </I18nProvider>,
  );
  fireEvent.click(await screen.findByRole('button', { name: 'Check now' }));
  await vi.waitFor(() => expect(store.get(notificationsAtom)).toHaveLength(1));
  expect(call.mock.calls.map(([route]) => `${route.method} ${route.path}`)).toContain(
    'POST /account/v1/{id}/reply-mailbox/check/',
  );
  return store.get(notificationsAtom).map((n) => `${n.type}: ${String(n.body)}`);
}

describe('checking the reply mailbox now', () => {
  it('given two replies waiting, then it says they came in and the status counts them', async () => {
    checked = {
      ok: true,
      kept: 2,
      failure: null,
      reason: '',
      mailbox: { ...saved, replies_received: 2, last_reply_at: '2026-12-01T10:05:00.000Z' },
    };
    expect(await checkNow()).toEqual(['success: The mailbox was read: 2 replies came in.']);
    expect((await screen.findByText(/Replies received: 2/)).textContent).toContain('Replies received: 2');
  });

  it('given a password the mail server refuses, then it says so in words of its own, not the server’s', async () => {
    checked = {
      ok: false,
      kept: 0,
      failure: 'sign_in',
      reason: 'The mail server refused the user name or password.',
      mailbox: { ...saved, status: 'failing', last_error: 'The mail server refused the user name or password.' },
    };
    expect(await checkNow()).toEqual(['error: The mail server refused the user name or password.']);
  });
});
