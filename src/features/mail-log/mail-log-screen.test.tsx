import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import type { MailLogMail, MailLogPage } from '../../../contracts/mail-log.ts';
import type { MailLogScope } from './mail-log.queries.ts';
import type { MailLogSearch } from './mail-log-search.ts';

const ROW = {
  mail_id: 7,
  created_at: '2026-11-21T08:00:00.000Z',
  account_id: 1,
  account_name: 'Demo Company',
  to_address: 'ada@example.com',
  subject: 'Next steps',
  reason: 'applicant_email',
  status: 'failed' as const,
  attempts: 5,
  sent_at: null,
  last_attempt_at: '2026-11-21T08:10:00.000Z',
  last_error: '550 Mailbox unavailable',
};
const answers = vi.hoisted(() => ({ page: undefined as unknown, mail: undefined as unknown }));
vi.mock('../../lib/api-client.ts', () => ({
  call: vi.fn(async (endpoint: { path: string }) => (endpoint.path.includes('{mailId}') ? answers.mail : answers.page)),
}));

const { MailLogScreen } = await import('./mail-log-screen.tsx');

i18n.loadAndActivate({ locale: 'en', messages: {} });

function renderScreen(scope: MailLogScope, search: MailLogSearch = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const rootRoute = createRootRoute({
    component: () => <MailLogScreen scope={scope} search={search} onSearchChange={() => {}} />,
  });
  const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory({ initialEntries: ['/'] }) });
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nProvider>,
  );
}

const page = (change: Partial<MailLogPage>): MailLogPage => ({
  data: [ROW],
  count: 1,
  page: 1,
  page_size: 25,
  is_delivery_on: true,
  ...change,
});

describe('MailLogScreen', () => {
  afterEach(cleanup);

  it('given no SMTP server, then the first thing under the title says mail is not being sent', async () => {
    answers.page = page({ is_delivery_on: false });
    renderScreen({ kind: 'company', accountId: 1 });
    const notice = await screen.findByText(
      'Mail is not being sent: no SMTP server is set up. These messages would have gone out.',
    );
    expect(notice.closest('[role="status"]')).not.toBeNull();
  });

  it('given SMTP is set up, then there is no such notice, and a failed mail shows its reason and attempts', async () => {
    answers.page = page({});
    renderScreen({ kind: 'company', accountId: 1 });
    await screen.findByText('550 Mailbox unavailable');
    expect(screen.queryByText(/Mail is not being sent/)).toBeNull();
    const table = within(screen.getByRole('table'));
    expect(table.getByText('Failed')).toBeTruthy();
    expect(table.getByText('Message to a candidate')).toBeTruthy();
    expect(table.getByText('5')).toBeTruthy();
    // A company's own log has no company column or filter.
    expect(screen.queryByRole('columnheader', { name: 'Company' })).toBeNull();
    expect(screen.queryByLabelText('Company')).toBeNull();
  });

  it("given a provider admin, then the list names each mail's company and offers the company filter", async () => {
    answers.page = page({
      companies: [{ account_id: 1, name: 'Demo Company' }],
      data: [
        ROW,
        {
          ...ROW,
          mail_id: 8,
          account_id: null,
          account_name: null,
          reason: 'password_reset',
          status: 'queued',
          last_error: null,
        },
      ],
      count: 2,
    });
    renderScreen({ kind: 'provider' });
    await screen.findByText('Assay (platform)');
    expect(screen.getByRole('columnheader', { name: 'Company' })).toBeTruthy();
    // The company filter takes its choices from the page shown, once it is.
    expect(await screen.findByLabelText('Company')).toBeTruthy();
    expect(screen.getByText('1–2 of 2 mails, page 1 of 1')).toBeTruthy();
  });

  it('given an open mail, then its HTML is in a frame with no permissions at all, never in the page', async () => {
    answers.page = page({});
    answers.mail = {
      ...ROW,
      text_body: 'Hello Ada',
      html_body: '<p>Hello</p><script>window.parent.pwned = true</script>',
      from_name: 'Demo Company',
      reply_to: null,
    } satisfies MailLogMail;
    renderScreen({ kind: 'provider' }, { mail: 7 });
    await screen.findByText('Hello Ada');
    const frame = screen.getByTitle("The mail's HTML") as HTMLIFrameElement;
    expect(frame.getAttribute('sandbox')).toBe('');
    expect(frame.getAttribute('srcdoc')).toContain("default-src 'none'");
    expect(document.querySelector('script')).toBeNull();
  });
});
