/**
 * Changing, publishing, unpublishing and deleting a posting take the requisitions flag at its
 * company (D262, D378): a hiring-team member without it reads the posting with the reason, and the
 * editor offers none of the buttons the server would answer with 403, nor saves on Enter.
 */
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, createMemoryHistory, createRootRoute, createRouter } from '@tanstack/react-router';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { JobPosting } from '../../../contracts/job-postings.ts';
import type { User } from '../../../contracts/user.ts';
import { aiWritingStatusQueryOptions } from '../../ui/rich-text/writing-help/ai-writing.queries.ts';
import { postingQuery } from './job-postings.queries.ts';
import { PostingEditor } from './posting-editor.tsx';

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const posting = (status: JobPosting['status']): JobPosting => ({
  job_posting_id: 8,
  job_id: 1,
  account_id: 1,
  title: 'Support Specialist',
  description: 'Help our customers.',
  location: 'Austin, TX, US',
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
  status,
  published_at: status === 'published' ? '2026-11-26T10:00:00.000Z' : null,
  updated_at: '2026-11-26T10:00:00.000Z',
  is_live: status === 'published',
  public_path: status === 'published' ? '/careers/demo-company/jobs/8' : null,
  title_i18n: {},
  description_i18n: {},
});

type Viewer = Pick<User, 'is_jf_admin' | 'roles'>;
const role = (account_id: number, smartreq_access: boolean) => ({ account_id, smartreq_access }) as never;

async function show(user: Viewer, status: JobPosting['status']) {
  const queryClient = new QueryClient();
  queryClient.setQueryData(postingQuery(8).queryKey, posting(status));
  queryClient.setQueryData(aiWritingStatusQueryOptions().queryKey, { is_configured: false });
  const rootRoute = createRootRoute({ component: () => <PostingEditor postingId={8} jobId={1} user={user} /> });
  const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory() });
  await router.load();
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nProvider>,
  );
  await screen.findByLabelText('Title');
}

const WRITES = ['Save draft', 'Save changes', 'Publish', 'Unpublish', 'Delete'];
const button = (name: string) => screen.queryByRole('button', { name });
const reason = () => screen.queryByText(/Only people with access to all requisitions can change/);

describe('the posting editor for someone without the requisitions flag (D378)', () => {
  it('given a team member without the flag at the company, then the reason, no write button, and Enter sends nothing', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    for (const status of ['draft', 'published'] as const) {
      await show({ is_jf_admin: false, roles: [role(1, false), role(2, true)] }, status);
      for (const name of WRITES) expect(button(name), `${status}: ${name}`).toBeNull();
      expect(reason()).not.toBeNull();
      fireEvent.submit(screen.getByLabelText('Title').closest('form')!);
      cleanup();
    }
    expect(fetch).not.toHaveBeenCalled();
  });

  it('given the flag at the company or a provider admin, then the buttons and no reason', async () => {
    for (const user of [
      { is_jf_admin: false, roles: [role(1, true)] },
      { is_jf_admin: true, roles: [] },
    ]) {
      await show(user, 'published');
      for (const name of ['Save changes', 'Unpublish', 'Delete']) expect(button(name), name).not.toBeNull();
      expect(reason()).toBeNull();
      cleanup();
      await show(user, 'draft');
      for (const name of ['Save draft', 'Publish', 'Delete']) expect(button(name), name).not.toBeNull();
      cleanup();
    }
  });
});
