/**
 * Filling an offer: a money field says the company's currency beside the amount (D216); the letter in
 * the candidate's language comes first, and an offer without a plan step is made from the application (D370).
 */
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { OfferActivity, OfferField } from '../../../contracts/offer.ts';

const calls = vi.hoisted(() => [] as { path: string; body?: unknown }[]);
vi.mock('../../lib/api-client.ts', async (original) => ({
  ...(await original<typeof import('../../lib/api-client.ts')>()),
  call: vi.fn(async (endpoint: { path: string }, options: { body?: unknown }) => {
    calls.push({ path: endpoint.path, body: options?.body });
    return {};
  }),
}));

const { StartOffer } = await import('./start-offer.tsx');
type OfferListing = import('./start-offer.tsx').OfferListing;

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));
afterEach(() => {
  cleanup();
  calls.length = 0;
});

const field = (over: Partial<OfferField>): OfferField =>
  ({
    offer_field_id: 1,
    field_key: 'salary',
    label: 'Annual salary',
    field_type: 'money',
    required: true,
    options: [],
    min_value: 1,
    max_value: null,
    sort_order: 1,
    ...over,
  }) as OfferField;

const listing: OfferListing = {
  templates: [{ offer_letter_template_id: 4, kind: 'letter', name: 'Standard offer letter', language: 'en' }],
  fields: [
    field({}),
    field({ offer_field_id: 2, field_key: 'weekly_hours', label: 'Hours per week', field_type: 'number' }),
  ],
  staff: [],
  currency: 'EUR',
};
const activity = { job_step_activity_id: 9, title: 'Offer', is_completed: false, offers: [] } as OfferActivity;

describe('a new offer’s fields', () => {
  it('given a company paying in euros, then the salary field shows EUR beside it and says so to a screen reader; the hours field shows none', () => {
    render(
      <I18nProvider i18n={i18n}>
        <QueryClientProvider client={new QueryClient()}>
          <StartOffer userSmartreqId={3} activity={activity} listing={listing} />
        </QueryClientProvider>
      </I18nProvider>,
    );
    const salary = screen.getByLabelText(/Annual salary/);
    expect(salary.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(salary.getAttribute('aria-describedby')!)?.textContent).toBe('EUR');
    expect(screen.getByLabelText(/Hours per week/).getAttribute('aria-describedby')).toBeNull();
  });

  it('given a Spanish candidate and no offer step, then the Spanish letter is chosen and the draft is made from the application', async () => {
    const spanish: OfferListing = {
      ...listing,
      fields: [],
      templates: [
        ...listing.templates,
        { offer_letter_template_id: 5, kind: 'letter', name: 'Carta de oferta', language: 'es' },
      ],
      candidate_language: 'es',
    };
    const own = { job_step_activity_id: null, title: null, is_completed: false, offers: [] } as OfferActivity;
    render(
      <I18nProvider i18n={i18n}>
        <QueryClientProvider client={new QueryClient()}>
          <StartOffer userSmartreqId={3} activity={own} listing={spanish} />
        </QueryClientProvider>
      </I18nProvider>,
    );
    expect((screen.getByLabelText('Offer letter template') as HTMLSelectElement).value).toBe('5');
    fireEvent.click(screen.getByRole('button', { name: 'Save the draft' }));
    await waitFor(() => expect(calls[0]?.path).toBe('/offer/v1/offers/'));
    expect(calls[0]!.body).toMatchObject({
      offer_letter_template_id: 5,
      user_smartreq_id: 3,
      job_step_activity_id: null,
    });
  });
});
