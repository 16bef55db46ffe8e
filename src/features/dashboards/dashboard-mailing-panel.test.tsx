import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import type { DashboardMailing } from '../../../contracts/dashboard-mailings.ts';

const MAILING: DashboardMailing = {
  mailing_id: 3,
  dashboard: 'time-to-hire',
  job_id: null,
  custom_dashboard_id: null,
  format: 'pdf',
  weekday: 1,
  recipients: [{ user_id: 2, name: 'Olivia Owner', email: 'olivia@example.com' }],
  job_ids: null,
  locations: null,
  source_ids: null,
  created_by_name: 'Olivia Owner',
  next_send_on: '2026-12-07',
  last_sent_on: null,
};
/** A requisition's Overview mailed (D516), and the same tab of another requisition. */
const JOB_MAILING: DashboardMailing = { ...MAILING, mailing_id: 5, dashboard: 'overview', job_id: 9, weekday: 3 };
const OTHER_JOB_MAILING: DashboardMailing = { ...JOB_MAILING, mailing_id: 6, job_id: 10, weekday: 5 };
const answers = vi.hoisted(() => ({
  create: undefined as (() => Promise<unknown>) | undefined,
  sent: [] as unknown[],
}));
vi.mock('../../lib/api-client.ts', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  call: vi.fn(async (endpoint: { method: string; path: string }, request: { body?: unknown }) => {
    if (endpoint.method === 'POST') {
      answers.sent.push(request.body);
      return answers.create!();
    }
    if (endpoint.method === 'DELETE') throw new Error('not found');
    if (endpoint.path.endsWith('recipients/'))
      return [{ user_id: 2, name: 'Olivia Owner', email: 'olivia@example.com' }];
    return [MAILING, JOB_MAILING, OTHER_JOB_MAILING];
  }),
}));

const { DashboardMailingPanel } = await import('./dashboard-mailing-panel.tsx');

i18n.loadAndActivate({ locale: 'en', messages: {} });

function renderPanel(of: 'company' | 'requisition' = 'company') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const { container } = render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        {of === 'company' ? (
          <DashboardMailingPanel accountId={1} dashboard="time-to-hire" search={{}} />
        ) : (
          <DashboardMailingPanel accountId={1} dashboard="overview" jobId={9} search={{ from_date: '2026-11-01' }} />
        )}
      </QueryClientProvider>
    </I18nProvider>,
  );
  const details = container.querySelector('details')!;
  details.open = true;
  fireEvent(details, new Event('toggle'));
}

describe('DashboardMailingPanel', () => {
  afterEach(cleanup);

  it('given a mailing that cannot be saved, then the button is busy until it fails, why is said beside it, and a save that works clears it', async () => {
    let fail!: (error: Error) => void;
    answers.create = () => new Promise((_, reject) => (fail = reject));
    renderPanel();
    fireEvent.click(await screen.findByRole('checkbox', { name: /Olivia Owner/ }));
    const send = screen.getByRole('button', { name: 'Mail every week' });
    fireEvent.click(send);
    await waitFor(() => expect(send.getAttribute('aria-disabled')).toBe('true'));
    fail(new Error('refused'));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The mailing could not be saved. Check the recipients and try again.',
    );
    expect(answers.sent).toEqual([{ dashboard: 'time-to-hire', format: 'pdf', weekday: 1, recipient_ids: [2] }]);
    answers.create = async () => ({ mailing_id: 4 });
    fireEvent.click(send);
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });

  it('given a requisition dashboard tab, then only that requisition’s tab’s mailings are listed and a new one is saved for its job', async () => {
    answers.sent = [];
    answers.create = async () => ({ mailing_id: 7 });
    renderPanel('requisition');
    const list = within(await screen.findByRole('list', { name: 'Weekly mailings of this dashboard' }));
    expect(list.getAllByRole('listitem').map((li) => li.querySelector('span')!.textContent)).toEqual([
      'Every Wednesday, PDF, to Olivia Owner',
    ]);
    fireEvent.click(await screen.findByRole('checkbox', { name: /Olivia Owner/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Mail every week' }));
    await waitFor(() => expect(answers.sent).toHaveLength(1));
    expect(answers.sent[0]).toEqual({
      dashboard: 'overview',
      format: 'pdf',
      weekday: 1,
      recipient_ids: [2],
      job_id: 9,
    });
  });

  it('given a mailing that cannot be stopped, then why is said under the mailings', async () => {
    renderPanel();
    const list = within(await screen.findByRole('list', { name: 'Weekly mailings of this dashboard' }));
    fireEvent.click(list.getByRole('button', { name: 'Stop mailing every Monday to Olivia Owner' }));
    expect((await screen.findByRole('alert')).textContent).toBe('An error occurred please try again');
  });
});
