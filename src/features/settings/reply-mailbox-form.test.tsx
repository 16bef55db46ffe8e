/** The company's reply mailbox (D450) on the message templates page: its state said, its fields checked before a save. */
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Messages } from '@lingui/core';
import type { ReplyMailbox } from '../../../contracts/replies.ts';
import { messages as esStaff } from '../../locales/es/staff.po';
import { messages as frStaff } from '../../locales/fr/staff.po';

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
let shown: ReplyMailbox = saved;
const call = vi.fn(async (route: { method: string }, _options?: unknown) =>
  route.method === 'GET'
    ? shown
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
  shown = saved;
  i18n.loadAndActivate({ locale: 'en', messages: {} });
});

async function renderForm() {
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={new QueryClient()}>
        <ReplyMailboxForm accountId={1} />
      </QueryClientProvider>
    </I18nProvider>,
  );
  // Its title in every language ends so.
  return screen.findByRole('form', { name: /\(IMAP\)$/ });
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

  describe('given a password saved for TLS and the security switched to none (a server inside the network)', () => {
    const said = {
      en: {
        warning:
          'With no security, the password crosses your network in clear. Type it again below to switch: the saved one was kept for an encrypted connection and is not sent without one.',
        error: 'Type the password again to switch to no security.',
      },
      es: {
        warning:
          'Sin seguridad, la contraseña viaja sin cifrar por tu red. Vuelve a escribirla abajo para hacer el cambio: la que está guardada era para una conexión cifrada y no se envía sin ella.',
        error: 'Vuelve a escribir la contraseña para pasar a una conexión sin seguridad.',
      },
      fr: {
        warning:
          'Sans sécurité, le mot de passe circule en clair sur votre réseau. Saisissez-le de nouveau ci-dessous pour changer\u202f: celui qui est enregistré l’a été pour une connexion chiffrée et n’est pas envoyé sans elle.',
        error: 'Saisissez de nouveau le mot de passe pour passer à une connexion sans sécurité.',
      },
    };
    const catalogs = { en: {}, es: esStaff, fr: frStaff } as Record<keyof typeof said, Messages>;
    const puts = () => call.mock.calls.filter(([route]) => route.method === 'PUT');

    for (const language of ['en', 'es', 'fr'] as const)
      it(`then in ${language} the form says before the save that the password goes in clear and must be typed, and saves nothing until it is`, async () => {
        i18n.loadAndActivate({ locale: language, messages: catalogs[language] });
        shown = { ...saved, allows_private: true };
        const form = await renderForm();
        const password = document.getElementById('reply-mailbox-password') as HTMLInputElement;
        expect(password.required).toBe(false);
        expect(form.textContent).not.toContain(said[language].warning);

        fireEvent.change(document.getElementById('reply-mailbox-security')!, { target: { value: 'none' } });
        const warning = form.querySelector('.notice--warning')!;
        expect(warning.textContent).toBe(said[language].warning);
        // Said with the field it concerns, which is now required and no longer offers to keep the saved one.
        expect(password.getAttribute('aria-describedby')?.split(' ')).toContain(warning.id);
        expect(password.required).toBe(true);
        expect(form.querySelector('#reply-mailbox-password-hint')).toBeNull();

        fireEvent.submit(form);
        await vi.waitFor(() =>
          expect(form.querySelector('#reply-mailbox-password-error')?.textContent).toContain(said[language].error),
        );
        expect(password.getAttribute('aria-invalid')).toBe('true');
        expect(puts()).toEqual([]);

        fireEvent.change(password, { target: { value: 'typed-again' } });
        fireEvent.submit(form);
        await vi.waitFor(() => expect(puts()).toHaveLength(1));
        expect(puts()[0]![1]).toMatchObject({ body: { security: 'none', port: 143, password: 'typed-again' } });
      });
  });
});

describe('how soon a reply arrives (D475)', () => {
  const said = {
    en: {
      watching: 'Replies arrive within seconds: the mail server tells Assay as soon as one comes in.',
      not_offered: 'This mail server cannot tell Assay of new mail at once, so replies are checked every minute.',
      off: 'Replies are checked every minute.',
    },
    es: {
      watching: 'Las respuestas llegan en segundos: el servidor de correo avisa a Assay en cuanto llega una.',
      not_offered:
        'Este servidor de correo no puede avisar a Assay del correo nuevo al momento, así que las respuestas se revisan cada minuto.',
      off: 'Las respuestas se revisan cada minuto.',
    },
    fr: {
      watching:
        'Les réponses arrivent en quelques secondes\u202f: le serveur de messagerie prévient Assay dès qu’il en reçoit une.',
      not_offered:
        'Ce serveur de messagerie ne peut pas prévenir Assay d’un nouveau message sur le moment\u202f; les réponses sont donc relevées chaque minute.',
      off: 'Les réponses sont relevées chaque minute.',
    },
  };
  const catalogs = { en: {}, es: esStaff, fr: frStaff } as Record<keyof typeof said, Messages>;
  const connected: ReplyMailbox = { ...saved, status: 'connected', last_error_kind: null, last_error_detail: '' };

  for (const language of ['en', 'es', 'fr'] as const)
    for (const idle of ['watching', 'not_offered', 'off'] as const)
      it(`given a connected mailbox whose watch is ${idle}, then in ${language} the status says so in plain words`, async () => {
        i18n.loadAndActivate({ locale: language, messages: catalogs[language] });
        shown = { ...connected, idle };
        const form = await renderForm();
        const status = within(form).getByRole('status');
        // A line of its own, its non-breaking spaces kept.
        expect([...status.querySelectorAll('p')].map((p) => p.textContent)).toContain(said[language][idle]);
        for (const other of ['watching', 'not_offered', 'off'] as const)
          if (other !== idle) expect(status.textContent).not.toContain(said[language][other]);
      });

  it('given a failing mailbox, then its problem is said and no word of how soon replies arrive', async () => {
    const form = await renderForm();
    const status = within(form).getByRole('status');
    expect(status.textContent).toContain('The mail server refused the user name or password.');
    expect(status.textContent).not.toContain(said.en.off);
  });
});
