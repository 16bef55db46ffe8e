import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import type { AuditLogPage } from '../../../contracts/audit-log.ts';
import type { AuditLogSearch } from './audit-log-search.ts';

const answers = vi.hoisted(() => ({
  page: undefined as unknown,
  /** The CSV export's answer: a file, or a failure. */
  csv: (async () => ({
    content: 'a,b',
    content_type: 'text/csv',
    filename: 'audit.csv',
    rows: 1,
  })) as () => Promise<unknown>,
}));
vi.mock('../../lib/api-client.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../lib/api-client.ts')>()),
  call: vi.fn(async (endpoint: { path: string }) => (endpoint.path.endsWith('/csv/') ? answers.csv() : answers.page)),
}));

const { AuditLogScreen } = await import('./audit-log-screen.tsx');

i18n.loadAndActivate({ locale: 'en', messages: {} });

function renderScreen(search: AuditLogSearch = {}, onSearchChange = vi.fn()) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <AuditLogScreen accountId={1} search={search} onSearchChange={onSearchChange} />
      </QueryClientProvider>
    </I18nProvider>,
  );
  return onSearchChange;
}

const ENTRY = {
  audit_event_id: 1,
  occurred_at: '2026-11-21T08:00:00.000Z',
  event: 'staff_invited',
  actor_user_id: 2,
  actor_name: 'Olivia Owner',
  subject_name: 'Rafael Recruiter',
  ip: '203.0.113.9',
  details: {},
};
const page = (change: Partial<AuditLogPage>): AuditLogPage => ({
  results: [ENTRY],
  count: 1,
  page: 1,
  page_size: 50,
  people: [{ user_id: 2, name: 'Olivia Owner' }],
  events: ['staff_invited'],
  ...change,
});

describe('AuditLogScreen', () => {
  afterEach(cleanup);

  it('given entries, then each is a row with who, what and to whom, the filters offer the people and kinds, and the pager counts', async () => {
    answers.page = page({ results: [ENTRY, { ...ENTRY, audit_event_id: 2, actor_name: null, ip: null }], count: 2 });
    renderScreen();
    const table = within(await screen.findByRole('table', { name: 'Audit log entries, newest first' }));
    expect(table.getAllByRole('rowheader', { name: 'Invited a user' })).toHaveLength(2);
    expect(table.getByText('The system')).toBeTruthy();
    expect(table.getAllByText('Rafael Recruiter')).toHaveLength(2);
    const filters = within(screen.getByRole('search', { name: 'Filter the audit log' }));
    // The filters take their choices from the page shown, once it is.
    expect(await filters.findByRole('option', { name: 'Olivia Owner' })).toBeTruthy();
    expect(filters.getByRole('option', { name: 'Invited a user' })).toBeTruthy();
    expect(screen.getByText('2 entries, page 1 of 1')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Next page' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('given no entry matches, then the page says so instead of a table', async () => {
    answers.page = page({ results: [], count: 0 });
    renderScreen({ event: 'staff_invited' });
    await screen.findByText('No entries match these filters.');
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('given the export fails, then the button is busy until it does, why is said beside it, and a try that works clears it', async () => {
    answers.page = page({});
    let fail: (reason: Error) => void = () => {};
    answers.csv = () => new Promise((_, reject) => (fail = reject));
    renderScreen();
    const exportButton = await screen.findByRole('button', { name: 'Export CSV' });
    exportButton.click();
    await waitFor(() => expect(exportButton.getAttribute('aria-disabled')).toBe('true'));
    fail(new Error('offline'));
    expect((await screen.findByRole('alert')).textContent).toBe('An error occurred please try again');
    expect(exportButton.getAttribute('aria-disabled')).toBeNull();

    answers.csv = async () => ({ content: 'a,b', content_type: 'text/csv', filename: 'audit.csv', rows: 1 });
    URL.createObjectURL = vi.fn(() => 'blob:audit');
    exportButton.click();
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });

  it('when the next page is asked for, then the search moves one page on', async () => {
    answers.page = page({ count: 120 });
    const onSearchChange = renderScreen({ page: 2 });
    await screen.findByText('120 entries, page 2 of 3');
    screen.getByRole('button', { name: 'Next page' }).click();
    expect(onSearchChange).toHaveBeenCalledWith({ page: 3 });
  });
});
