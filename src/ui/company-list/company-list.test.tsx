/**
 * A list read with suspense (`read`, D477) behaves as the placeholder-data list it replaced: the
 * rows shown stay while the next view loads, and a view's loading and failure show in place, where
 * the rows go, with the list's controls left as they were.
 */
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider, queryOptions } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CompanyList } from './company-list.tsx';

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));
afterEach(cleanup);

type Row = { id: number; name: string };
type Page = { results: Row[]; count: number };

/** Each view's answer, given by the test when it chooses. */
function answers() {
  const waiting = new Map<string, { resolve(page: Page): void; reject(error: Error): void }>();
  return {
    fetch: (view: string) =>
      new Promise<Page>((resolve, reject) => {
        waiting.set(view, { resolve, reject });
      }),
    async give(view: string, names: string[]) {
      await act(async () =>
        waiting.get(view)!.resolve({ results: names.map((name, id) => ({ id, name })), count: 12 }),
      );
    },
    async fail(view: string) {
      await act(async () => waiting.get(view)!.reject(new Error('The list could not be read.')));
    },
    asked: (view: string) => waiting.has(view),
  };
}

function Harness({ fetch }: { fetch(view: string): Promise<Page> }) {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const view = `${search}|${page}`;
  return (
    <>
      <input aria-label="Search" value={search} onChange={(event) => setSearch(event.target.value)} />
      <CompanyList
        label="Sources"
        read={queryOptions({ queryKey: ['sources', view], queryFn: () => fetch(view) })}
        page={page}
        pageSize={10}
        onPage={setPage}
        isNarrowed={search !== ''}
        emptyText="No sources yet."
        noMatchText="No source matches."
        keyOf={(row) => row.id}
      >
        {(row) => row.name}
      </CompanyList>
    </>
  );
}

function show(fetch: (view: string) => Promise<Page>) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <Harness fetch={fetch} />
      </QueryClientProvider>
    </I18nProvider>,
  );
}

describe('a company list read with suspense', () => {
  it('shows Loading… in place for its first view, then keeps the rows shown while the next page loads', async () => {
    const server = answers();
    show(server.fetch);
    expect(screen.getByRole('status').textContent).toBe('Loading…');
    await server.give('|1', ['Indeed', 'LinkedIn']);
    expect(screen.getByRole('list', { name: 'Sources' }).textContent).toBe('IndeedLinkedIn');

    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    // Page 2 is asked for; until it comes, page 1's rows stay and nothing says Loading….
    await vi.waitFor(() => expect(server.asked('|2')).toBe(true));
    expect(screen.getByRole('list', { name: 'Sources' }).textContent).toBe('IndeedLinkedIn');
    expect(screen.queryByRole('status')).toBeNull();
    await server.give('|2', ['Meetup']);
    expect(screen.getByRole('list', { name: 'Sources' }).textContent).toBe('Meetup');
  });

  it('shows a failed view in place with Try again, the controls kept, and reads it again on Try again', async () => {
    const server = answers();
    show(server.fetch);
    await server.give('|1', ['Indeed']);
    fireEvent.change(screen.getByLabelText('Search'), { target: { value: 'x' } });
    await vi.waitFor(() => expect(server.asked('x|1')).toBe(true));
    await server.fail('x|1');
    expect(screen.getByRole('alert').textContent).toContain('An error occurred please try again');
    expect((screen.getByLabelText('Search') as HTMLInputElement).value).toBe('x');

    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await vi.waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    await server.give('x|1', []);
    expect(screen.getByText('No source matches.')).toBeTruthy();
  });

  it('keeps the rows last shown, not Loading…, while a failed view is read again after Try again', async () => {
    const server = answers();
    show(server.fetch);
    await server.give('|1', ['Indeed', 'LinkedIn']);
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await vi.waitFor(() => expect(server.asked('|2')).toBe(true));
    await server.fail('|2');
    expect(screen.getByRole('alert').textContent).toContain('An error occurred please try again');

    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    // Page 2 is asked for again; until it comes, page 1's rows are back where the error was (as the placeholder list did).
    await vi.waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(screen.getByRole('list', { name: 'Sources' }).textContent).toBe('IndeedLinkedIn');
    expect(screen.queryByRole('status')).toBeNull();
    await server.give('|2', ['Meetup']);
    expect(screen.getByRole('list', { name: 'Sources' }).textContent).toBe('Meetup');
  });
});
