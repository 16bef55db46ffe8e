import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DashboardSearch } from './dashboard-search.ts';
import { AccountDashboardShell, RequisitionDashboardShell } from './dashboard-shell.tsx';

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));
afterEach(cleanup);

describe('the dashboard shell', () => {
  it('given a staff dashboard, then it shows its title and filters and no notice about saving answers', () => {
    render(
      <I18nProvider i18n={i18n}>
        <QueryClientProvider client={new QueryClient()}>
          <AccountDashboardShell
            slug={undefined}
            entries={[]}
            search={{}}
            accountId={undefined}
            onSearchChange={() => {}}
          >
            <p>body</p>
          </AccountDashboardShell>
        </QueryClientProvider>
      </I18nProvider>,
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Custom dashboards');
    expect(screen.queryByTestId('online-only-notice')).toBeNull();
    expect(document.body.textContent).not.toContain('save answers');
  });

  const shell = (slug: 'turnover' | 'applicant-overview', onSearchChange: (change: Partial<DashboardSearch>) => void) =>
    render(
      <I18nProvider i18n={i18n}>
        <QueryClientProvider client={new QueryClient()}>
          <AccountDashboardShell
            slug={slug}
            entries={[]}
            search={{}}
            accountId={undefined}
            onSearchChange={onSearchChange}
          >
            <p>body</p>
          </AccountDashboardShell>
        </QueryClientProvider>
      </I18nProvider>,
    );
  const dates = () =>
    [
      screen.getByLabelText<HTMLInputElement>('Start date'),
      screen.getByLabelText<HTMLInputElement>('End date'),
    ] as const;
  const apply = () => fireEvent.submit(screen.getByRole('form', { name: 'Dashboard filters' }));

  it('given Turnover without dates in the address, then the dates start empty, applying keeps them so, and one date alone is refused', () => {
    const onSearchChange = vi.fn();
    shell('turnover', onSearchChange);
    const [from, to] = dates();
    expect([from.value, to.value]).toEqual(['', '']);
    apply();
    expect(onSearchChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ from_date: undefined, to_date: undefined }),
    );
    fireEvent.change(from, { target: { value: '2025-01-01' } });
    onSearchChange.mockClear();
    apply();
    expect(onSearchChange).not.toHaveBeenCalled();
    expect(screen.getByText('Choose both dates, or neither.')).toBeTruthy();
  });

  it('given an applications dashboard without dates, then the last 30 days are filled in and both dates are needed', () => {
    const onSearchChange = vi.fn();
    shell('applicant-overview', onSearchChange);
    const [from, to] = dates();
    expect(from.value).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(to.value).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    fireEvent.change(from, { target: { value: '' } });
    apply();
    expect(onSearchChange).not.toHaveBeenCalled();
    expect(screen.getByText('Choose both dates.')).toBeTruthy();
  });

  it('given a requisition’s tab, then “Mail weekly” is offered to whoever may set mailings up at the company, and to nobody else (D516)', () => {
    const requisition = (mailAccountId: number | undefined) =>
      render(
        <I18nProvider i18n={i18n}>
          <QueryClientProvider client={new QueryClient()}>
            <RequisitionDashboardShell
              search={{}}
              jobId={9}
              tab="interviews"
              mailAccountId={mailAccountId}
              onSearchChange={() => {}}
              tabs={null}
            >
              <p>body</p>
            </RequisitionDashboardShell>
          </QueryClientProvider>
        </I18nProvider>,
      );
    requisition(undefined);
    expect(screen.queryByText('Mail weekly')).toBeNull();
    cleanup();
    requisition(1);
    expect(screen.getByText('Mail weekly')).toBeTruthy();
  });
});
