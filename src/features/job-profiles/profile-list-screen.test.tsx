/**
 * The job profile list reads in place (D488): the page loads with its first view and offers "New
 * profile" when the list says the person manages profiles; a search keeps the profiles shown (and
 * the offer) until its answer comes; a failed search shows its error and "Try again" where the list
 * goes, the search box and the offer kept; while "Try again" reads it, the profiles last shown stay.
 */
import { i18n } from '@lingui/core';
import { QueryClient } from '@tanstack/react-query';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { JobProfile, JobProfilePage } from '../../../contracts/job-profiles.ts';
import { sessionAtom } from '../../lib/session.ts';
import { store, StoreProvider } from '../../lib/store.ts';
import { stubAnswersBySearch } from '../../testing/answers-by-search.ts';
import { renderInApp } from '../../testing/render-in-app.tsx';
import { ProfileListScreen } from './profile-list-screen.tsx';

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const profile = (job_id: number, title: string): JobProfile => ({
  job_id,
  account_id: 3,
  title,
  description: '',
  participant_count: 0,
  outcomes: [],
  created_at: '2026-11-01T10:00:00.000Z',
});

/** The server, answering each search with these items when the test chooses. */
function stubServer() {
  const server = stubAnswersBySearch();
  return {
    ...server,
    give: (search: string, items: JobProfile[]) =>
      server.give(search, {
        data: items,
        count: items.length,
        page: 1,
        page_size: 25,
        profile_access: 1,
      } satisfies JobProfilePage),
  };
}

const titles = () => [...document.querySelectorAll('.profiles__list .profiles__name')].map((link) => link.textContent);

describe('the job profile list, read in place', () => {
  it('keeps the profiles and the New profile offer while a search loads, shows a failed search in place, and keeps them on Try again', async () => {
    const server = stubServer();
    store.set(sessionAtom, { status: 'signed-in', user: { user_id: 1 } as never, accountId: 3 });
    renderInApp(() => <ProfileListScreen />, {
      queryClient: new QueryClient({ defaultOptions: { queries: { retry: false } } }),
      wrap: (app) => <StoreProvider store={store}>{app}</StoreProvider>,
    });
    expect(await screen.findByText('Loading…')).toBeTruthy();
    await waitFor(() => expect(server.asked('')).toBe(true));
    await server.give('', [profile(1, 'Cashiers'), profile(2, 'Drivers')]);
    expect(titles()).toEqual(['Cashiers', 'Drivers']);
    expect(screen.getByRole('button', { name: 'New profile' })).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Search by title'), { target: { value: 'zz' } });
    await waitFor(() => expect(server.asked('zz')).toBe(true));
    expect(titles()).toEqual(['Cashiers', 'Drivers']);
    expect(screen.queryByText('Loading…')).toBeNull();

    await server.fail('zz');
    expect(screen.getByRole('alert').textContent).toContain('Try again');
    expect((screen.getByLabelText('Search by title') as HTMLInputElement).value).toBe('zz');
    expect(screen.getByRole('button', { name: 'New profile' })).toBeTruthy();

    server.forget('zz');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(server.asked('zz')).toBe(true));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(titles()).toEqual(['Cashiers', 'Drivers']);
    await server.give('zz', []);
    expect(screen.getByText('No profile matches this search.')).toBeTruthy();
  });
});
