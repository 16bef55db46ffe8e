/** An offer made from the application itself, with no offer step in the plan (D370), on the candidate's tracker. */
import { i18n } from '@lingui/core';
import { QueryClient } from '@tanstack/react-query';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { renderInApp } from '../../testing/render-in-app.tsx';
import { ApplicationOffer } from './activity-action.tsx';

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));
afterEach(cleanup);

const mine = (over: object) => ({
  offer_uuid: '3f2c1a9e-0000-4000-8000-000000000001',
  ref_id: 'r1',
  job_step_activity_id: null,
  company_name: 'Demo Company',
  job_title: 'Shift Supervisor',
  status: 'sent',
  my_status: 'pending',
  ...over,
});

function show(offers: object[]) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  queryClient.setQueryData(['my-offers'], offers);
  renderInApp(
    () => (
      <>
        <ApplicationOffer refId="r1" />
        <p>The steps</p>
      </>
    ),
    { queryClient },
  );
}

describe('the application’s own offer on the tracker', () => {
  it('given an offer sent from the application, then the candidate is offered to read and sign it', async () => {
    show([mine({}), mine({ offer_uuid: 'other', ref_id: 'r2' })]);
    expect((await screen.findByRole('heading', { name: 'Your offer' })).tagName).toBe('H2');
    expect(screen.getByRole('link', { name: 'Read and sign Your offer' }).getAttribute('href')).toBe(
      '/offer/3f2c1a9e-0000-4000-8000-000000000001',
    );
  });

  it('given only offers of plan steps or drafts, then nothing is shown', async () => {
    show([mine({ job_step_activity_id: 7 }), mine({ offer_uuid: 'd', status: 'draft' })]);
    await screen.findByText('The steps');
    expect(screen.queryByRole('heading', { name: 'Your offer' })).toBeNull();
  });
});
