/** The posting editor refuses an incomplete publish with the missing fields named, versions and all. */
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, createMemoryHistory, createRootRoute, createRouter } from '@tanstack/react-router';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { JobPosting } from '../../../contracts/job-postings.ts';
import { aiWritingStatusQueryOptions } from '../../ui/rich-text/writing-help/ai-writing.queries.ts';
import { postingQuery } from './job-postings.queries.ts';
import { PostingEditor } from './posting-editor.tsx';

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const draft: JobPosting = {
  job_posting_id: 8,
  job_id: 1,
  account_id: 1,
  title: 'Support Specialist',
  description: 'Help our customers.',
  location: null,
  is_remote: false,
  remote_country: null,
  employment_type: 'FULL_TIME',
  pay_min: null,
  pay_max: null,
  pay_currency: 'USD',
  pay_period: 'YEAR',
  language: 'en',
  valid_through: null,
  is_on_job_boards: true,
  status: 'draft',
  published_at: null,
  updated_at: '2026-11-26T10:00:00.000Z',
  is_live: false,
  public_path: null,
  title_i18n: {},
  description_i18n: {},
};

async function show() {
  const queryClient = new QueryClient();
  queryClient.setQueryData(postingQuery(8).queryKey, draft);
  // The description's writing help asks the server whether it is set up (here it is not): answered
  // here, or its read counts as sent once the lazily loaded editor is quick to come (a warm module registry).
  queryClient.setQueryData(aiWritingStatusQueryOptions().queryKey, { is_configured: false });
  const rootRoute = createRootRoute({
    component: () => <PostingEditor postingId={8} jobId={1} />,
  });
  const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory() });
  await router.load();
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nProvider>,
  );
}

describe('publishing a posting', () => {
  it('given no location, when Publish is pressed, then the problem is listed and nothing is sent', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    await show();
    fireEvent.click(await screen.findByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('There is a problem')).toBeTruthy();
    expect(screen.getAllByText('Enter a location, or say the job is remote.').length).toBeGreaterThan(0);
    expect(fetch).not.toHaveBeenCalled();
  });
});
