/**
 * "Check now" on the reply mailbox (D464): it reads the mailbox at once and says what came in, or
 * why it could not, by the failure's kind in the admin's language with the server's own words
 * beside it (D470): in English, Spanish and French, never the server's English sentence.
 */
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Messages } from '@lingui/core';
import type { ReplyMailbox, ReplyMailboxCheck } from '../../../contracts/replies.ts';
import { messages as esStaff } from '../../locales/es/staff.po';
import { messages as frStaff } from '../../locales/fr/staff.po';
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
  last_error_kind: null,
  last_error_detail: '',
  checked_at: '2026-12-01T10:00:00.000Z',
  replies_received: 0,
  last_reply_at: null,
  allows_private: false,
  idle: 'off',
};
const DOVECOT_REFUSAL = '[AUTHENTICATIONFAILED] Authentication failed.';
const refused: ReplyMailboxCheck = {
  ok: false,
  kept: 0,
  failure: 'sign_in',
  reason: 'The mail server refused the user name or password.',
  detail: DOVECOT_REFUSAL,
  mailbox: { ...saved, status: 'failing', last_error_kind: 'sign_in', last_error_detail: DOVECOT_REFUSAL },
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

async function checkNow(button = 'Check now'): Promise<string[]> {
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={new QueryClient()}>
        <ReplyMailboxForm accountId={1} />
      </QueryClientProvider>
    </I18nProvider>,
  );
  fireEvent.click(await screen.findByRole('button', { name: button }));
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
      detail: '',
      mailbox: { ...saved, replies_received: 2, last_reply_at: '2026-12-01T10:05:00.000Z' },
    };
    expect(await checkNow()).toEqual(['success: The mailbox was read: 2 replies came in.']);
    expect((await screen.findByText(/Replies received: 2/)).textContent).toContain('Replies received: 2');
  });

  it('given a password the mail server refuses, then it says so in words of its own, not the server’s', async () => {
    checked = refused;
    expect(await checkNow()).toEqual(['error: The mail server refused the user name or password.']);
  });

  it.each([
    [
      'es',
      esStaff,
      'Comprobar ahora',
      'El servidor de correo rechazó el nombre de usuario o la contraseña.',
      'No se pudo leer el buzón',
    ],
    [
      'fr',
      frStaff,
      'Vérifier maintenant',
      'Le serveur de messagerie a refusé le nom d’utilisateur ou le mot de passe.',
      'La boîte n’a pas pu être lue',
    ],
  ])(
    'given a %s admin and a refused password, then the notice and the status say it in their language, the server’s words only as secondary text',
    async (locale, messages, button, said, status) => {
      i18n.loadAndActivate({ locale, messages: messages as Messages });
      try {
        checked = refused;
        expect(await checkNow(button)).toEqual([`error: ${said}`]);
        const line = (await screen.findByText(new RegExp(status))).closest('p')!;
        expect(line.textContent).toContain(said);
        expect(line.textContent).not.toContain('The mail server');
        expect(within(line).getByText(DOVECOT_REFUSAL).getAttribute('translate')).toBe('no');
      } finally {
        i18n.loadAndActivate({ locale: 'en', messages: {} });
      }
    },
  );

  it.each([
    [
      'es',
      esStaff,
      'Comprobar ahora',
      'El servidor de correo dio una respuesta que Assay no reconoce. (BAD Unexpected BYE)',
    ],
    [
      'fr',
      frStaff,
      'Vérifier maintenant',
      'Le serveur de messagerie a donné une réponse qu’Assay ne connaît pas. (BAD Unexpected BYE)',
    ],
  ])(
    'given a %s admin and a failure of no known kind, then the notice names it and adds the server’s words',
    async (locale, messages, button, said) => {
      i18n.loadAndActivate({ locale, messages: messages as Messages });
      try {
        checked = {
          ...refused,
          failure: 'other',
          reason: 'Unexpected BYE',
          detail: 'BAD Unexpected BYE',
          mailbox: { ...saved, status: 'failing', last_error_kind: 'other', last_error_detail: 'BAD Unexpected BYE' },
        };
        expect(await checkNow(button)).toEqual([`error: ${said}`]);
      } finally {
        i18n.loadAndActivate({ locale: 'en', messages: {} });
      }
    },
  );
});
