/** The scorecard's Offers panel: a pathway's application without an offer step shows none (D370). */
import { i18n } from '@lingui/core';
import { QueryClient } from '@tanstack/react-query';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { renderInApp } from '../../testing/render-in-app.tsx';
import { OfferPanel } from './offer-panel.tsx';
import { applicationOffersQueryOptions } from './staff-offers.queries.ts';

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));
afterEach(cleanup);

const listing = { job_id: null, templates: [], fields: [], staff: [], currency: 'USD', candidate_language: null };

function show(activities: unknown[]) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  queryClient.setQueryData(applicationOffersQueryOptions(3).queryKey, { ...listing, activities } as never);
  renderInApp(
    () => (
      <>
        <OfferPanel userSmartreqId={3} />
        <p>The scorecard</p>
      </>
    ),
    { queryClient },
  );
}

describe('the scorecard’s offers panel', () => {
  it('given no offer step and no offer of its own (a pathway), then no Offers section is shown', async () => {
    show([]);
    await screen.findByText('The scorecard');
    expect(screen.queryByRole('heading', { name: 'Offers' })).toBeNull();
  });

  it('given the application’s own offers, then the section shows the form without a step heading', async () => {
    show([{ job_step_activity_id: null, title: null, is_completed: false, offers: [] }]);
    expect(await screen.findByRole('heading', { name: 'Offers' })).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 3 })).toBeNull();
    expect(screen.getByText(/the company has none yet/)).toBeTruthy();
  });
});
