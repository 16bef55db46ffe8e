/**
 * The customers list reads in place (D488): the page loads with its first view, a search keeps
 * the companies shown until its answer comes, and a failed search shows its error and "Try again"
 * where the list goes, the search box kept; while "Try again" reads it, the companies last shown stay.
 */
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Customer } from '../../../contracts/customers.ts';
import { stubAnswersBySearch } from '../../testing/answers-by-search.ts';
import { StepUpScope } from '../../ui/step-up-scope.tsx';
import { CustomersScreen } from './customers-screen.tsx';

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const company = (account_id: number, name: string): Customer => ({
  account_id,
  uuid: `00000000-0000-4000-8000-00000000000${account_id}`,
  name,
  company_size: 2,
  created_at: '2026-11-01T10:00:00.000Z',
  suspended_at: null,
  staff_count: 2,
  owner_email: null,
  preferences: [],
});

/** The server, answering each search with these companies when the test chooses. */
function stubServer() {
  const server = stubAnswersBySearch();
  return {
    ...server,
    give: (search: string, companies: Customer[]) =>
      server.give(search, { results: companies, count: companies.length }),
  };
}

function show() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <StepUpScope dialog={() => null}>
          <CustomersScreen />
        </StepUpScope>
      </QueryClientProvider>
    </I18nProvider>,
  );
}

const shownCompanies = () => screen.getByRole('list', { name: 'Companies' }).querySelectorAll('.provider-admin__name');
const names = () => [...shownCompanies()].map((name) => name.firstChild?.textContent);

describe('the customers list, read in place', () => {
  it('keeps the companies shown while a search loads, shows a failed search in place, and keeps them again on Try again', async () => {
    const server = stubServer();
    show();
    expect(screen.getByText('Loading…')).toBeTruthy();
    await waitFor(() => expect(server.asked('')).toBe(true));
    await server.give('', [company(1, 'Acme Hiring'), company(2, 'Borealis')]);
    expect(names()).toEqual(['Acme Hiring', 'Borealis']);

    fireEvent.change(screen.getByLabelText('Search companies by name'), { target: { value: 'zz' } });
    await waitFor(() => expect(server.asked('zz')).toBe(true));
    expect(names()).toEqual(['Acme Hiring', 'Borealis']);
    expect(screen.queryByText('Loading…')).toBeNull();

    await server.fail('zz');
    expect(screen.getByRole('alert').textContent).toContain('Try again');
    expect((screen.getByLabelText('Search companies by name') as HTMLInputElement).value).toBe('zz');

    server.forget('zz');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(server.asked('zz')).toBe(true));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(names()).toEqual(['Acme Hiring', 'Borealis']);
    await server.give('zz', []);
    expect(screen.getByText('No company matches this search.')).toBeTruthy();
  });
});
