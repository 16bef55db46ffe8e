/**
 * The pathway list reads in place (D488): the page loads with its first view and offers "New
 * pathway" when the list says the person may create; a search keeps the pathways shown (and the
 * offer) until its answer comes; a failed search shows its error and "Try again" where the list
 * goes, the search box and the offer kept; while "Try again" reads it, the pathways last shown stay.
 * While a search loads, the list says aria-busy.
 */
import { i18n } from '@lingui/core';
import { QueryClient } from '@tanstack/react-query';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { PathwayList, PathwaySummary } from '../../../contracts/pathway-setup.ts';
import { sessionAtom } from '../../lib/session.ts';
import { store, StoreProvider } from '../../lib/store.ts';
import { stubAnswersBySearch } from '../../testing/answers-by-search.ts';
import { renderInApp } from '../../testing/render-in-app.tsx';
import { PathwayListScreen } from './pathway-list-screen.tsx';

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const pathway = (job_id: number, title: string): PathwaySummary => ({
  job_id,
  uuid: `00000000-0000-4000-8000-00000000000${job_id}`,
  title,
  description: '',
  created_at: '2026-11-01T10:00:00.000Z',
  participant_count: 0,
  completed_count: 0,
  activity_count: 0,
  role_count: 0,
  is_team_member: false,
});

/** The server, answering each search with these items when the test chooses. */
function stubServer() {
  const server = stubAnswersBySearch();
  return {
    ...server,
    give: (search: string, items: PathwaySummary[]) =>
      server.give(search, {
        data: items,
        count: items.length,
        page: 1,
        page_size: 25,
        can_create: true,
      } satisfies PathwayList),
  };
}

const titles = () =>
  [...screen.getByRole('list', { name: 'Pathways' }).querySelectorAll('.pathway-setup__name a')].map(
    (link) => link.textContent,
  );

describe('the pathway list, read in place', () => {
  it('keeps the pathways and the New pathway offer while a search loads, shows a failed search in place, and keeps them on Try again', async () => {
    const server = stubServer();
    store.set(sessionAtom, { status: 'signed-in', user: { user_id: 1 } as never, accountId: 3 });
    renderInApp(() => <PathwayListScreen />, {
      queryClient: new QueryClient({ defaultOptions: { queries: { retry: false } } }),
      wrap: (app) => <StoreProvider store={store}>{app}</StoreProvider>,
    });
    expect(await screen.findByText('Loading…')).toBeTruthy();
    await waitFor(() => expect(server.asked('')).toBe(true));
    await server.give('', [pathway(1, 'Apprentices'), pathway(2, 'Graduates')]);
    expect(titles()).toEqual(['Apprentices', 'Graduates']);
    expect(screen.getByRole('list', { name: 'Pathways' }).getAttribute('aria-busy')).toBe('false');
    expect(screen.getByRole('button', { name: 'New pathway' })).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Search by title'), { target: { value: 'zz' } });
    await waitFor(() => expect(server.asked('zz')).toBe(true));
    expect(titles()).toEqual(['Apprentices', 'Graduates']);
    expect(screen.getByRole('list', { name: 'Pathways' }).getAttribute('aria-busy')).toBe('true');
    expect(screen.queryByText('Loading…')).toBeNull();

    await server.fail('zz');
    expect(screen.getByRole('alert').textContent).toContain('Try again');
    expect((screen.getByLabelText('Search by title') as HTMLInputElement).value).toBe('zz');
    expect(screen.getByRole('button', { name: 'New pathway' })).toBeTruthy();

    server.forget('zz');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(server.asked('zz')).toBe(true));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(titles()).toEqual(['Apprentices', 'Graduates']);
    await server.give('zz', []);
    expect(screen.getByText('No pathway matches. Create one with New pathway.')).toBeTruthy();
  });
});
