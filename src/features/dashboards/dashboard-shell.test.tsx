import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AccountDashboardShell } from './dashboard-shell.tsx';

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));
afterEach(cleanup);

describe('the dashboard shell', () => {
  it('given a staff dashboard, then it shows its title and filters and no notice about saving answers', () => {
    render(
      <I18nProvider i18n={i18n}>
        <QueryClientProvider client={new QueryClient()}>
          <AccountDashboardShell slug={undefined} entries={[]} search={{}} accountId={undefined} onSearchChange={() => {}}>
            <p>body</p>
          </AccountDashboardShell>
        </QueryClientProvider>
      </I18nProvider>,
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Custom dashboards');
    expect(screen.queryByTestId('online-only-notice')).toBeNull();
    expect(document.body.textContent).not.toContain('save answers');
  });
});
