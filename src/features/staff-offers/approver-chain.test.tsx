/** Both offer approval panels (the company's, D320; a requisition's, D429) while their read loads, after it fails, and once it answers. */
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

/** Each read waits on a promise the test settles. */
const reads = vi.hoisted(() => ({ pending: [] as { resolve(v: unknown): void; reject(e: unknown): void }[] }));
vi.mock('../../lib/api-client.ts', async (original) => ({
  ...(await original<typeof import('../../lib/api-client.ts')>()),
  call: vi.fn(() => new Promise((resolve, reject) => reads.pending.push({ resolve, reject }))),
}));

const { OfferApproversSettings } = await import('./offer-approvers-settings.tsx');
const { RequisitionOfferApprovers } = await import('./requisition-offer-approvers.tsx');

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));
afterEach(() => {
  cleanup();
  reads.pending.length = 0;
});

const ana = { user_id: 7, first_name: 'Ana', last_name: 'Ruiz' };
const panels: { name: string; panel: ReactNode; answer: unknown }[] = [
  {
    name: 'the company’s',
    panel: <OfferApproversSettings accountId={1} />,
    answer: { account_id: 1, approvers: [ana], staff: [ana] },
  },
  {
    name: 'a requisition’s',
    panel: <RequisitionOfferApprovers jobId={42} />,
    answer: { job_id: 42, approvers: [ana], company_approvers: [], staff: [ana], may_change: true },
  },
];

describe.each(panels)('$name offer approvers panel', ({ panel, answer }) => {
  it('given its read loading, then failing, then answering on a retry, then it says so under its title and shows the chain', async () => {
    render(
      <I18nProvider i18n={i18n}>
        <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
          {panel}
        </QueryClientProvider>
      </I18nProvider>,
    );
    const region = screen.getByRole('region', { name: 'Offer approvals' });
    expect(within(region).getByRole('status').textContent).toBe('Loading…');

    reads.pending.shift()!.reject(new Error('offline'));
    const alert = await within(region).findByRole('alert');
    expect(alert.textContent).toContain('An error occurred please try again');
    expect(screen.queryByRole('button', { name: 'Save the approvers' })).toBeNull();

    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await vi.waitFor(() => expect(reads.pending).toHaveLength(1));
    reads.pending.shift()!.resolve(answer);
    const form = await screen.findByRole('form', { name: 'Offer approvals' });
    expect(within(form).getByRole('list', { name: 'Approvers in order' }).textContent).toContain('Ana Ruiz');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
  });
});
