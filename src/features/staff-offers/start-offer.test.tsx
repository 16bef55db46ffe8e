/** Filling an offer: a money field says the company's currency beside the amount (D216). */
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { OfferActivity, OfferField } from '../../../contracts/offer.ts';
import { StartOffer, type OfferListing } from './start-offer.tsx';

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));
afterEach(cleanup);

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
});
