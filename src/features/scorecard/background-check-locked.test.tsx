/**
 * Starting a background check, recording its outcome and sending its invitation again take the
 * requisitions flag at the application's company (D378): a hiring-team member without it sees the
 * reason instead of the buttons the server would answer with 403, and still opens a report.
 */
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ApplicationBackgroundChecks, BackgroundCheck } from '../../../contracts/background-checks.ts';
import type { User } from '../../../contracts/user.ts';
import { BackgroundCheckSection } from './background-check-section.tsx';
import { backgroundChecksQueryOptions } from './background-checks.queries.ts';

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));
afterEach(cleanup);

const check = (over: Partial<BackgroundCheck>): BackgroundCheck => ({
  check_id: 1,
  user_smartreq_id: 7,
  provider: 'manual',
  status: 'complete',
  result: 'clear',
  package: '',
  invitation_url: '',
  note: '',
  last_error: '',
  report_url: '/api/integration/v1/background-checks/7/1/report/',
  document_id: null,
  requested_by: { user_id: 2, first_name: 'Riley', last_name: 'Recruiter' },
  created_at: '2026-11-28T10:00:00.000Z',
  updated_at: '2026-11-28T10:00:00.000Z',
  completed_at: '2026-11-29T10:00:00.000Z',
  ...over,
});

type Viewer = Pick<User, 'is_jf_admin' | 'roles'>;
const role = (account_id: number, smartreq_access: boolean) => ({ account_id, smartreq_access }) as never;

function show(user: Viewer, checks: BackgroundCheck[]) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  const data: ApplicationBackgroundChecks = { provider_connected: true, checks };
  queryClient.setQueryData(backgroundChecksQueryOptions(7).queryKey, data);
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <BackgroundCheckSection userSmartreqId={7} user={user} accountId={1} />
      </QueryClientProvider>
    </I18nProvider>,
  );
}

const button = (name: string) => screen.queryByRole('button', { name });
const reason = () => screen.queryByText(/Only people whose role gives access to requisitions start a background check/);
const WRITES = ['Invite to a background check', 'Start a manual check', 'Change outcome', 'Send the invitation again'];
const checks = [check({}), check({ check_id: 2, provider: 'checkr', status: 'failed', result: '', report_url: null })];

describe('the scorecard’s background checks for someone without the requisitions flag (D378)', () => {
  it('given a team member whose role has no requisitions flag at the company, then the reason and no write button', () => {
    show({ is_jf_admin: false, roles: [role(1, false)] }, checks);
    for (const name of WRITES) expect(button(name), name).toBeNull();
    expect(reason()).not.toBeNull();
    expect(button('Open report')).not.toBeNull();
  });

  it('given the flag only at another company, then still no write button', () => {
    show({ is_jf_admin: false, roles: [role(2, true)] }, []);
    expect(button('Start a manual check')).toBeNull();
    expect(reason()).not.toBeNull();
  });

  it('given the flag at the company or a provider admin, then the buttons and no reason', () => {
    for (const user of [
      { is_jf_admin: false, roles: [role(1, true)] },
      { is_jf_admin: true, roles: [] },
    ]) {
      show(user, checks);
      for (const name of ['Change outcome', 'Send the invitation again']) expect(button(name), name).not.toBeNull();
      expect(reason()).toBeNull();
      cleanup();
      show(user, []);
      for (const name of ['Invite to a background check', 'Start a manual check'])
        expect(button(name), name).not.toBeNull();
      cleanup();
    }
  });
});
