/**
 * The builder's last step opens a draft to candidates, which takes the requisitions flag at its
 * company (D367): someone on the draft's team without it sees the reason instead of the button the
 * server would answer with 403. The server still refuses; this hides what it would.
 */
import { Suspense } from 'react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { RequisitionDetail } from '../../../contracts/smartreq.ts';
import type { User } from '../../../contracts/user.ts';
import { CompletePanel } from './complete-panel.tsx';
import { step } from './plan-fixtures.ts';
import { planQueryOptions, requisitionDetailQueryOptions } from './smartreq.queries.ts';

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));
afterEach(cleanup);

const draft: RequisitionDetail = {
  job_id: 3,
  uuid: '33333333-3333-4333-8333-333333333333',
  account_id: 1,
  title: 'Night Shift Lead',
  city: null,
  state: null,
  description: '',
  is_resume_required: false,
  is_linkedin_required: false,
  is_accepting_applications: false,
  retake_interval_days: 0,
  invite_message: null,
  is_draft: true,
  is_use_pred_models: false,
  status: 'draft',
  public_link: '/login/applicant/33333333-3333-4333-8333-333333333333',
  applicant_count: 0,
  created_at: '2026-11-30T10:00:00.000Z',
  updated_at: '2026-11-30T10:00:00.000Z',
};

type Viewer = Pick<User, 'is_jf_admin' | 'roles'>;
const role = (account_id: number, smartreq_access: boolean) => ({ account_id, smartreq_access }) as never;

function renderPanel(user: Viewer) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(requisitionDetailQueryOptions(3).queryKey, draft);
  queryClient.setQueryData(planQueryOptions(3).queryKey, { job_id: 3, steps: [step], default_language: 'en' });
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <Suspense fallback={null}>
          <CompletePanel jobId={3} user={user} />
        </Suspense>
      </QueryClientProvider>
    </I18nProvider>,
  );
}

const publish = () => screen.queryByRole('button', { name: 'Publish requisition' });
const reason = () => screen.queryByText(/Only people whose role gives access to requisitions open a requisition/);

describe('the builder’s last step for someone who may not open the draft (D367)', () => {
  it('given a team member whose role has no requisitions flag at the company, then the reason shows and no publish button', () => {
    renderPanel({ is_jf_admin: false, roles: [role(1, false)] });
    expect(screen.getByText('Night Shift Lead')).toBeTruthy();
    expect(publish()).toBeNull();
    expect(reason()).not.toBeNull();
  });

  it('given the flag only at another company, then the draft is still not theirs to open', () => {
    renderPanel({ is_jf_admin: false, roles: [role(2, true)] });
    expect(publish()).toBeNull();
    expect(reason()).not.toBeNull();
  });

  it('given the flag at the company or a provider admin, then the publish button and no reason', () => {
    for (const user of [
      { is_jf_admin: false, roles: [role(1, true)] },
      { is_jf_admin: true, roles: [] },
    ]) {
      renderPanel(user);
      expect(publish()).not.toBeNull();
      expect(reason()).toBeNull();
      cleanup();
    }
  });
});
