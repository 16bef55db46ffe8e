import { QueryClient } from '@tanstack/react-query';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { isPersistedQuery, startPersistingReads, stopPersistingReads } from './persist-reads.ts';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('persisted candidate reads', () => {
  afterEach(async () => {
    await stopPersistingReads();
    localStorage.clear();
  });
  // The last sign-out leaves a throttled write (500 ms) and the removal after it (600 ms) queued: they
  // land here, not in the next file's storage.
  afterAll(async () => {
    await wait(700);
    localStorage.clear();
  });

  it('keeps only tracker and content queries that hold data', () => {
    const success = { status: 'success', data: {} } as const;
    expect(isPersistedQuery({ queryKey: ['progress-tracker', 'ref', 'x'], state: success as never })).toBe(true);
    expect(isPersistedQuery({ queryKey: ['assessment-content', 3, 'en'], state: success as never })).toBe(true);
    expect(isPersistedQuery({ queryKey: ['account', 1], state: success as never })).toBe(false);
    // The personal profile and the application forms are kept for offline reading; nothing else under 'profile'.
    expect(isPersistedQuery({ queryKey: ['profile', 'user', 7], state: success as never })).toBe(true);
    expect(isPersistedQuery({ queryKey: ['profile', 'application-form', 'r', 3], state: success as never })).toBe(true);
    expect(isPersistedQuery({ queryKey: ['profile', 'other', 3], state: success as never })).toBe(false);
    expect(isPersistedQuery({ queryKey: ['assessment-content', 3, 'en'], state: { status: 'error' } as never })).toBe(
      false,
    );
  });

  it('given a tracker whose refresh failed, then the snapshot still holds it, as read before and not as an error', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await startPersistingReads(client, 7);
    client.setQueryData(['progress-tracker', 'ref', 'r'], { done: false });
    await client
      .fetchQuery({
        queryKey: ['progress-tracker', 'ref', 'r'],
        queryFn: () => Promise.reject(new Error('network')),
        staleTime: 0,
      })
      .catch(() => undefined);
    expect(client.getQueryState(['progress-tracker', 'ref', 'r'])?.status).toBe('error');
    dispatchEvent(new PageTransitionEvent('pagehide'));
    const saved = JSON.parse(localStorage.getItem('assay.candidate-reads')!) as {
      clientState: { queries: { queryKey: unknown[]; state: { status: string; data: unknown } }[] };
    };
    const tracker = saved.clientState.queries.find((q) => q.queryKey[2] === 'r');
    expect(tracker?.state).toMatchObject({ status: 'success', data: { done: false } });
  });

  it('restores the same user after a reload, not another user, and forgets on sign-out', async () => {
    const first = new QueryClient();
    await startPersistingReads(first, 7);
    first.setQueryData(['assessment-content', 3, 'en'], { title: 'Values' });
    first.setQueryData(['account', 1], { name: 'not kept' });
    await wait(700);

    // A reload: a new client, the module's state reset by signing out without clearing storage.
    const saved = localStorage.getItem('assay.candidate-reads');
    expect(saved).toContain('Values');
    expect(saved).not.toContain('not kept');
    await stopPersistingReads();
    localStorage.setItem('assay.candidate-reads', saved!);
    const second = new QueryClient();
    await startPersistingReads(second, 7);
    expect(second.getQueryData(['assessment-content', 3, 'en'])).toEqual({ title: 'Values' });

    await stopPersistingReads();
    localStorage.setItem('assay.candidate-reads', saved!);
    const other = new QueryClient();
    await startPersistingReads(other, 8);
    expect(other.getQueryData(['assessment-content', 3, 'en'])).toBeUndefined();

    await stopPersistingReads();
    expect(localStorage.getItem('assay.candidate-reads')).toBeNull();
  });

  it('given a change just before the page is left, then the snapshot holds it (the throttled write would come too late)', async () => {
    const client = new QueryClient();
    await startPersistingReads(client, 7);
    client.setQueryData(['progress-tracker', 'ref', 'r'], { done: false });
    client.setQueryData(['progress-tracker', 'ref', 'r'], { done: true });
    dispatchEvent(new PageTransitionEvent('pagehide'));
    expect(localStorage.getItem('assay.candidate-reads')).toContain('"done":true');
  });

  it('given a restored snapshot, then its reads count as stale, so a screen online asks the server at once (D194)', async () => {
    const first = new QueryClient();
    await startPersistingReads(first, 7);
    first.setQueryData(['progress-tracker', 'ref', 'r'], { done: false });
    dispatchEvent(new PageTransitionEvent('pagehide'));
    const saved = localStorage.getItem('assay.candidate-reads')!;
    await stopPersistingReads();
    localStorage.setItem('assay.candidate-reads', saved);

    // Read a second ago: with the default staleTime it would be trusted for 30 s.
    const reloaded = new QueryClient({ defaultOptions: { queries: { staleTime: 30_000 } } });
    await startPersistingReads(reloaded, 7);
    const query = reloaded.getQueryCache().find({ queryKey: ['progress-tracker', 'ref', 'r'], exact: true });
    expect(query?.state.data).toEqual({ done: false });
    expect(query?.isStaleByTime(30_000)).toBe(true);
  });

  it('given another tab writes newer reads, then this tab takes them in; older ones change nothing', async () => {
    const client = new QueryClient();
    await startPersistingReads(client, 7);
    client.setQueryData(['progress-tracker', 'ref', 'r'], { done: false });
    const mine = client.getQueryState(['progress-tracker', 'ref', 'r'])!.dataUpdatedAt;
    const otherTab = (done: boolean, at: number, buster = 'user-7') =>
      JSON.stringify({
        timestamp: Date.now(),
        buster,
        clientState: {
          mutations: [],
          queries: [
            {
              queryKey: ['progress-tracker', 'ref', 'r'],
              queryHash: JSON.stringify(['progress-tracker', 'ref', 'r']),
              dehydratedAt: at,
              state: { data: { done }, dataUpdatedAt: at, status: 'success', fetchStatus: 'idle' },
            },
          ],
        },
      });
    dispatchEvent(new StorageEvent('storage', { key: 'assay.candidate-reads', newValue: otherTab(true, mine - 1) }));
    expect(client.getQueryData(['progress-tracker', 'ref', 'r'])).toEqual({ done: false });
    // Another user's snapshot is never read.
    const otherUser = otherTab(true, mine + 1, 'user-8');
    dispatchEvent(new StorageEvent('storage', { key: 'assay.candidate-reads', newValue: otherUser }));
    expect(client.getQueryData(['progress-tracker', 'ref', 'r'])).toEqual({ done: false });
    dispatchEvent(new StorageEvent('storage', { key: 'assay.candidate-reads', newValue: otherTab(true, mine + 1) }));
    expect(client.getQueryData(['progress-tracker', 'ref', 'r'])).toEqual({ done: true });
  });

  it('writes what was just read when the page is left before the throttled write (D224)', async () => {
    const client = new QueryClient();
    await startPersistingReads(client, 7);
    client.setQueryData(['assessment-content', 'screening-questions', 'r', 5], { title: 'Screening' });
    // A reload 100 ms after the read: the throttled write (500 ms) has not run yet.
    expect(localStorage.getItem('assay.candidate-reads') ?? '').not.toContain('Screening');
    window.dispatchEvent(new Event('pagehide'));
    expect(localStorage.getItem('assay.candidate-reads')).toContain('Screening');
  });
});
