/** A draft's approvals on the scorecard (D320): sending waits for the last approval; sending back needs a comment. */
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Offer } from '../../../contracts/offer.ts';

const calls = vi.hoisted(() => [] as { path: string; body?: unknown }[]);
vi.mock('../../lib/api-client.ts', async (original) => ({
  ...(await original<typeof import('../../lib/api-client.ts')>()),
  call: vi.fn(async (endpoint: { path: string }, options: { body?: unknown }) => {
    calls.push({ path: endpoint.path, body: options?.body });
    return {};
  }),
}));

const { store, StoreProvider } = await import('../../lib/store.ts');
const { sessionAtom } = await import('../../lib/session.ts');
const { OfferCard } = await import('./offer-card.tsx');

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));
afterEach(() => {
  cleanup();
  calls.length = 0;
});

const draft = (over: Partial<Offer>): Offer =>
  ({
    offer_uuid: '3f2c1a9e-0000-4000-8000-000000000001',
    user_smartreq_id: 3,
    job_step_activity_id: 9,
    activity_title: 'Offer',
    offer_letter_template_id: 4,
    language: 'en',
    field_values: {},
    value_format: null,
    status: 'draft',
    recorded_response: null,
    decline_reason: null,
    expires_at: null,
    sent_at: null,
    finished_at: null,
    signers: [],
    events: [],
    has_signed_document: false,
    approval_chain_length: 2,
    approval_chain_source: 'company',
    approvals: [],
    ...over,
  }) as Offer;
const approval = (order: number, userId: number, status: Offer['approvals'][number]['status']) => ({
  approval_order: order,
  user_id: userId,
  name: `Approver ${order}`,
  status,
  comment: null,
  decided_at: null,
  left_company: false,
  left_team: false,
});

function renderCard(offer: Offer, viewerId: number) {
  store.set(sessionAtom, { status: 'signed-in', user: { user_id: viewerId } as never, accountId: 1 });
  render(
    <StoreProvider store={store}>
      <I18nProvider i18n={i18n}>
        <QueryClientProvider client={new QueryClient()}>
          <OfferCard userSmartreqId={3} offer={offer} fields={[]} />
        </QueryClientProvider>
      </I18nProvider>
    </StoreProvider>,
  );
}

describe('a draft offer’s approvals', () => {
  it('given a company with approvers and none asked yet, then the draft cannot be sent and the recruiter asks for approval', async () => {
    renderCard(draft({}), 5);
    expect(screen.queryByRole('button', { name: 'Send for signature' })).toBeNull();
    expect(screen.getByText(/2 approvers, in order/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Ask for approval' }));
    await waitFor(() => expect(calls.map((c) => c.path)).toEqual(['/offer/v1/offers/{offerUuid}/approval-request/']));
  });

  it('given the viewer’s turn, then sending back without a comment is refused on the spot; with one it is sent', async () => {
    renderCard(draft({ approvals: [approval(1, 7, 'approved'), approval(2, 5, 'pending')] }), 5);
    expect(screen.queryByRole('button', { name: 'Send for signature' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Send back' }));
    expect(screen.getByRole('alert').textContent).toBe('Say what to change before sending it back.');
    expect(calls).toEqual([]);
    fireEvent.change(screen.getByLabelText(/Comment/), { target: { value: 'Check the start date.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send back' }));
    await waitFor(() =>
      expect(calls).toEqual([
        {
          path: '/offer/v1/offers/{offerUuid}/approval/',
          body: { decision: 'send_back', comment: 'Check the start date.' },
        },
      ]),
    );
  });

  it('given another approver’s turn, then the viewer sees the order but no approve button; once all approved, it may be sent', () => {
    renderCard(draft({ approvals: [approval(1, 7, 'pending'), approval(2, 5, 'waiting')] }), 5);
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(screen.getByRole('list', { name: 'Approvers in order' }).textContent).toContain('Approver 1: to approve');
    cleanup();
    renderCard(draft({ approvals: [approval(1, 7, 'approved'), approval(2, 5, 'approved')] }), 5);
    expect(screen.getByRole('button', { name: 'Send for signature' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Every approver approved it: it may be sent.');
  });

  it('given the requisition’s own chain and an approver who left the company before answering, then it says so and the recruiter asks again', async () => {
    const left = { ...approval(2, 8, 'waiting'), left_company: true };
    renderCard(draft({ approval_chain_source: 'requisition', approvals: [approval(1, 7, 'pending'), left] }), 5);
    expect(screen.getByRole('list', { name: 'Approvers in order' }).textContent).toContain(
      'Approver 2: left the company',
    );
    expect(screen.getByText(/An approver left the company before answering/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send for signature' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Ask for approval again' }));
    await waitFor(() => expect(calls.map((c) => c.path)).toEqual(['/offer/v1/offers/{offerUuid}/approval-request/']));
    cleanup();
    renderCard(draft({ approval_chain_source: 'requisition', approval_chain_length: 1 }), 5);
    expect(screen.getByText('This requisition’s offers are approved before they are sent: 1 approver.')).toBeTruthy();
  });

  it('given an approver taken off the requisition’s team before answering, then it says they left the team and the recruiter asks again', async () => {
    const left = { ...approval(1, 7, 'pending'), left_team: true };
    renderCard(draft({ approval_chain_source: 'requisition', approvals: [left, approval(2, 8, 'waiting')] }), 5);
    expect(screen.getByRole('list', { name: 'Approvers in order' }).textContent).toContain('Approver 1: left the team');
    expect(screen.getByText(/An approver can no longer open this requisition: they left its team/)).toBeTruthy();
    expect(screen.queryByText(/left the company/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Ask for approval again' }));
    await waitFor(() => expect(calls.map((c) => c.path)).toEqual(['/offer/v1/offers/{offerUuid}/approval-request/']));
  });
});
