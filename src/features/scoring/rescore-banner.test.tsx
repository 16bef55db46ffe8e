import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import type { RescoreStatus } from '../../../contracts/scoring.ts';
import { PATIENT } from '../../testing/patience-bounds.ts';

const status = vi.hoisted(() => ({
  current: {
    job_id: 1,
    in_progress: true,
    requested_at: '2026-11-21T08:00:00.000Z',
    finished_at: null,
  } as RescoreStatus,
}));
vi.mock('../../lib/api-client.ts', () => ({ call: vi.fn(async () => status.current) }));

const { RescoreBanner } = await import('./rescore-banner.tsx');
const { RESCORE_POLL_MS, rescoreStatusQueryOptions } = await import('./scoring.queries.ts');

i18n.loadAndActivate({ locale: 'en', messages: {} });

/**
 * Another observer of the banner's status query (it asks nothing itself): it is told of the answer
 * in the same batch as the banner, so once it shows "answered" the banner has rendered that answer.
 */
function Answered() {
  const { data } = useQuery({ queryKey: rescoreStatusQueryOptions(1).queryKey, enabled: false });
  return data ? <span data-testid="answered" /> : null;
}

function renderBanner() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <RescoreBanner jobId={1} />
        <Answered />
      </QueryClientProvider>
    </I18nProvider>,
  );
}

describe('RescoreBanner', () => {
  afterEach(cleanup);

  it('given a rescore in progress, then it says so in a status region', async () => {
    status.current = { ...status.current, in_progress: true };
    renderBanner();
    const banner = await screen.findByRole('status');
    expect(banner.textContent).toContain('Scores are being recalculated');
  });

  it('given no rescore running, then it shows nothing', async () => {
    status.current = { ...status.current, in_progress: false, finished_at: '2026-11-21T08:00:05.000Z' };
    renderBanner();
    await screen.findByTestId('answered', {}, PATIENT);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('given a rescore it saw running, when it finishes, then the banner goes and other queries are refreshed', async () => {
    status.current = { ...status.current, in_progress: true, finished_at: null };
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const other = vi.fn(async () => 'list');
    await client.prefetchQuery({ queryKey: ['applicants', 1], queryFn: other });
    render(
      <I18nProvider i18n={i18n}>
        <QueryClientProvider client={client}>
          <RescoreBanner jobId={1} />
        </QueryClientProvider>
      </I18nProvider>,
    );
    await screen.findByRole('status');
    status.current = { ...status.current, in_progress: false, finished_at: '2026-11-21T08:00:05.000Z' };
    await client.refetchQueries({ queryKey: ['rescore', 1] });
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
    await waitFor(() => expect(client.getQueryState(['applicants', 1])?.isInvalidated).toBe(true));
  });

  it('polls every few seconds only while in progress', () => {
    const interval = rescoreStatusQueryOptions(1).refetchInterval as (query: {
      state: { data?: RescoreStatus };
    }) => number | false;
    expect(interval({ state: { data: { ...status.current, in_progress: true } } })).toBe(RESCORE_POLL_MS);
    expect(interval({ state: { data: { ...status.current, in_progress: false } } })).toBe(false);
    expect(interval({ state: {} })).toBe(false);
  });
});
