/** The reply domain's form (D298, D464): it says whether replies come back as saved, for each way they may. */
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ReplyDomain, ReplyMailbox } from '../../../contracts/replies.ts';

const mailbox = (connected: boolean): ReplyMailbox => ({
  connected,
  host: connected ? 'imap.example.com' : '',
  port: 993,
  security: 'tls',
  username: connected ? 'jobs' : '',
  has_password: connected,
  folder: 'INBOX',
  address: connected ? 'jobs@example.com' : '',
  status: connected ? 'connected' : 'unchecked',
  last_error_kind: null,
  last_error_detail: '',
  checked_at: null,
  replies_received: 0,
  last_reply_at: null,
  allows_private: false,
  idle: 'off',
});
let answers: { domain: ReplyDomain; mailbox: ReplyMailbox };
vi.mock('../../lib/api-client.ts', async (original) => ({
  ...(await original<typeof import('../../lib/api-client.ts')>()),
  call: async (route: { path: string }) => (route.path.includes('reply-mailbox') ? answers.mailbox : answers.domain),
}));

const { ReplyDomainForm } = await import('./reply-domain-form.tsx');

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));
afterEach(cleanup);

async function formText(domain: ReplyDomain, connected: boolean): Promise<string> {
  answers = { domain, mailbox: mailbox(connected) };
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={new QueryClient()}>
        <ReplyDomainForm accountId={1} />
      </QueryClientProvider>
    </I18nProvider>,
  );
  const form = await screen.findByRole('form', { name: 'Candidates’ replies' });
  // The line waits for the mailbox's read too: wait for it rather than the domain's field.
  await vi.waitFor(() =>
    expect(form.textContent).toMatch(/mailbox is connected|No reply domain and no|cannot come back|domain come back/),
  );
  return form.textContent ?? '';
}

describe('the reply domain form', () => {
  it('given a connected reply mailbox on a server that receives no mail, then it says replies come back through the mailbox, not that they cannot', async () => {
    const text = await formText({ domain: null, is_receiving: false }, true);
    expect(text).toContain('A reply mailbox is connected: candidates’ replies come back through it');
    expect(text).not.toContain('cannot come back');
  });

  it('given no domain and no mailbox, then it says replies go to the sender and not that the server receives none', async () => {
    const text = await formText({ domain: null, is_receiving: false }, false);
    expect(text).toContain('No reply domain and no reply mailbox: replies go to the sender’s own address');
    expect(text).not.toContain('REPLY_SMTP_PORT');
  });

  it('given a domain on a server that receives no mail, then it says replies to it cannot come back', async () => {
    const text = await formText({ domain: 'replies.example.com', is_receiving: false }, false);
    expect(text).toContain('replies to this domain cannot come back');
  });

  it('given a domain on a server that receives mail, then it says they come back once the MX record points here', async () => {
    const text = await formText({ domain: 'replies.example.com', is_receiving: true }, false);
    expect(text).toContain('Replies to this domain come back to their applications once its MX record points');
    expect(text).not.toContain('cannot come back');
  });
});
