/** A requisition's own offer approvers on its Team members page (D429): read by its team, set with company settings access. */
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { RequisitionOfferApprovers as Approvers } from '../../../contracts/offer-approvals.ts';

const served = vi.hoisted(() => ({ data: undefined as unknown, calls: [] as { path: string; body?: unknown }[] }));
vi.mock('../../lib/api-client.ts', async (original) => ({
  ...(await original<typeof import('../../lib/api-client.ts')>()),
  call: vi.fn(async (endpoint: { method: string; path: string }, options: { body?: unknown }) => {
    served.calls.push({ path: `${endpoint.method} ${endpoint.path}`, body: options?.body });
    return served.data;
  }),
}));

const { RequisitionOfferApprovers } = await import('./requisition-offer-approvers.tsx');

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));
afterEach(() => {
  cleanup();
  served.calls.length = 0;
});

const ana = { user_id: 7, first_name: 'Ana', last_name: 'Ruiz' };
const ben = { user_id: 8, first_name: 'Ben', last_name: 'Okafor' };
const owner = { user_id: 1, first_name: 'Olga', last_name: 'Owner' };
function show(data: Approvers) {
  served.data = data;
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={new QueryClient()}>
        <RequisitionOfferApprovers jobId={42} />
      </QueryClientProvider>
    </I18nProvider>,
  );
}

describe('a requisition’s offer approvers', () => {
  it('given someone with company settings access and only the company’s chain, then they set the requisition’s own in order', async () => {
    show({ job_id: 42, approvers: [], company_approvers: [owner], staff: [ana, ben], may_change: true });
    const form = await screen.findByRole('form', { name: 'Offer approvals' });
    expect(form.textContent).toContain('your company’s approvers apply, in order: Olga Owner.');
    for (const id of ['8', '7']) {
      fireEvent.change(screen.getByLabelText('Add an approver'), { target: { value: id } });
      fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    }
    expect(screen.getByRole('list', { name: 'Approvers in order' }).textContent).toMatch(/Ben Okafor.*Ana Ruiz/);
    expect(form.textContent).not.toContain('your company’s approvers apply');
    fireEvent.click(screen.getByRole('button', { name: 'Save the approvers' }));
    await waitFor(() =>
      expect(served.calls.at(-1)).toEqual({
        path: 'PUT /offer/v1/jobs/{jobId}/approvers/',
        body: { user_ids: [8, 7] },
      }),
    );
  });

  it('given a team member without company settings access, then they read the chain in order and cannot change it', async () => {
    show({ job_id: 42, approvers: [ben, ana], company_approvers: [owner], staff: [ana, ben], may_change: false });
    const list = await screen.findByRole('list', { name: 'Approvers in order' });
    expect(list.textContent).toBe('Ben OkaforAna Ruiz');
    expect(screen.queryByRole('button', { name: 'Save the approvers' })).toBeNull();
    expect(screen.queryByLabelText('Add an approver')).toBeNull();
    expect(screen.getByText('People with company settings access choose who approves offers.')).toBeTruthy();
  });
});
