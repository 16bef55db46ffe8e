/**
 * A part read in place says when a view is on its way (D488): its list is aria-busy while the
 * next view (another search) loads in the background with the rows shown kept, while the view
 * shown is read again, and while "Try again" reads a failed view with the last rows kept; and
 * not busy once the view wanted is shown.
 */
import { useState } from 'react';
import { i18n } from '@lingui/core';
import { QueryClient, queryOptions } from '@tanstack/react-query';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { renderInApp } from '../../testing/render-in-app.tsx';
import { InPlaceRead } from './in-place-read.tsx';

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));
afterEach(cleanup);

/** Names read per search, each answered (or refused) when the test chooses. */
function namesServer() {
  const waiting = new Map<string, { resolve(names: string[]): void; reject(error: Error): void }>();
  const answer = (search: string, act_: (w: { resolve(names: string[]): void; reject(error: Error): void }) => void) =>
    act(async () => {
      act_(waiting.get(search)!);
      waiting.delete(search);
    });
  return {
    read: (search: string) =>
      queryOptions({
        queryKey: ['names', search],
        queryFn: () => new Promise<string[]>((resolve, reject) => waiting.set(search, { resolve, reject })),
      }),
    asked: (search: string) => waiting.has(search),
    give: (search: string, names: string[]) => answer(search, (w) => w.resolve(names)),
    fail: (search: string) => answer(search, (w) => w.reject(new Error('The names could not be read.'))),
  };
}

function NamesPart({ server }: { server: ReturnType<typeof namesServer> }) {
  const [search, setSearch] = useState('');
  return (
    <>
      <input aria-label="Search" value={search} onChange={(event) => setSearch(event.target.value)} />
      <InPlaceRead read={server.read(search)} mutedClassName="muted">
        {(names, { isBusy }) => (
          <ul aria-label="Names" aria-busy={isBusy}>
            {names.map((name) => (
              <li key={name}>{name}</li>
            ))}
          </ul>
        )}
      </InPlaceRead>
    </>
  );
}

const names = () => screen.getByRole('list', { name: 'Names' });

describe('a part read in place', () => {
  it('is aria-busy while the next view loads, while the view shown is read again and while Try again reads, and not once shown', async () => {
    const server = namesServer();
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    renderInApp(() => <NamesPart server={server} />, { queryClient });
    await waitFor(() => expect(server.asked('')).toBe(true));
    await server.give('', ['Ada', 'Grace']);
    expect(names().getAttribute('aria-busy')).toBe('false');

    fireEvent.change(screen.getByLabelText('Search'), { target: { value: 'a' } });
    await waitFor(() => expect(server.asked('a')).toBe(true));
    expect(names().textContent).toBe('AdaGrace');
    expect(names().getAttribute('aria-busy')).toBe('true');
    await server.give('a', ['Ada']);
    expect(names().textContent).toBe('Ada');
    expect(names().getAttribute('aria-busy')).toBe('false');

    await act(async () => void queryClient.invalidateQueries({ queryKey: ['names', 'a'] }));
    await waitFor(() => expect(server.asked('a')).toBe(true));
    await waitFor(() => expect(names().getAttribute('aria-busy')).toBe('true'));
    await server.give('a', ['Ada', 'Alan']);
    await waitFor(() => expect(names().getAttribute('aria-busy')).toBe('false'));
    expect(names().textContent).toBe('AdaAlan');

    fireEvent.change(screen.getByLabelText('Search'), { target: { value: 'g' } });
    await waitFor(() => expect(server.asked('g')).toBe(true));
    await server.fail('g');
    expect(screen.getByRole('alert').textContent).toContain('Try again');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(server.asked('g')).toBe(true));
    expect(names().textContent).toBe('AdaAlan');
    expect(names().getAttribute('aria-busy')).toBe('true');
    await server.give('g', ['Grace']);
    expect(names().textContent).toBe('Grace');
    expect(names().getAttribute('aria-busy')).toBe('false');
  });
});
