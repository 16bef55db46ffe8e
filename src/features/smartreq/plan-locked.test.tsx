/**
 * A hiring-team member without the requisitions flag does not change a live requisition's plan,
 * copy it or delete it (D305, D356): the plan shows without its controls, with the reason, and the
 * list offers neither copy nor deletion (D366). The server still refuses; this hides what it would.
 */
import { Suspense } from 'react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Plan } from '../../../contracts/smartreq-plan.ts';
import { mayChangeRequisition } from './list-scope.ts';
import { step } from './plan-fixtures.ts';
import { PlanEditor } from './plan-editor.tsx';
import { planQueryOptions } from './smartreq.queries.ts';

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));
afterEach(cleanup);

function renderPlan(lockedReason?: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const plan: Plan = { job_id: 3, steps: [step], default_language: 'en' };
  queryClient.setQueryData(planQueryOptions(3).queryKey, plan);
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <Suspense fallback={null}>
          <PlanEditor jobId={3} language="en" lockedReason={lockedReason} />
        </Suspense>
      </QueryClientProvider>
    </I18nProvider>,
  );
}

const controls = () => [
  screen.queryByRole('button', { name: 'Add step' }),
  screen.queryByRole('button', { name: 'Delete the step Application' }),
  screen.queryByRole('button', { name: 'Edit Resume' }),
  screen.queryByRole('button', { name: 'Delete Resume' }),
  screen.queryByRole('button', { name: 'Add an activity to Application' }),
];

describe('a live requisition’s plan for someone who may not change it (D305, D366)', () => {
  it('given a reason, then the steps and activities show without a control to change them, and the reason says why', () => {
    renderPlan('Only people whose role gives access to requisitions change a live requisition’s plan.');
    expect(screen.getByText('Resume', { selector: '.smartreq-item__name' })).toBeTruthy();
    expect(screen.getByText(/Only people whose role gives access to requisitions/)).toBeTruthy();
    expect(controls()).toEqual([null, null, null, null, null]);
  });

  it('given none, then every control is there', () => {
    renderPlan();
    expect(controls().every((control) => control !== null)).toBe(true);
  });

  it('given the flag at the company, a provider admin or a draft, then the plan and copy may change; deletion takes the flag', () => {
    const role = (account_id: number, smartreq_access: boolean) => ({ account_id, smartreq_access }) as never;
    const member = { is_jf_admin: false, roles: [role(1, false)] };
    expect(mayChangeRequisition(member, 1, false)).toBe(false);
    expect(mayChangeRequisition(member, 1, true)).toBe(true);
    expect(mayChangeRequisition({ is_jf_admin: false, roles: [role(1, true)] }, 1, false)).toBe(true);
    // The flag at another company is not this one's.
    expect(mayChangeRequisition({ is_jf_admin: false, roles: [role(2, true)] }, 1, false)).toBe(false);
    expect(mayChangeRequisition({ is_jf_admin: true, roles: [] }, 1, false)).toBe(true);
  });
});
